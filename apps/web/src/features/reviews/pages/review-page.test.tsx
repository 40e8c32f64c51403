import { REVIEW_MESSAGES, REVIEW_TEXTS } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, fakeApi, renderRoute } from '../../../test/render-route';
import { eligibilityAnswer, ownReview } from '../reviews-test-kit';
import ReviewPage from './review-page';

const LINK_TOKEN = 'link-token-abc';

function openForm(at: string, answers: Record<string, FakeAnswer>, { signedIn = false } = {}) {
  if (signedIn) window.localStorage.setItem('token', 'shopper-token');
  const api = fakeApi(answers);
  const view = renderRoute(<ReviewPage />, { path: '/review/:productId', at });
  return { ...api, ...view };
}

const writes = (requests: { method: string; path: string; body: unknown }[]) =>
  requests.filter((request) => request.method !== 'GET');

const sentReview = (message: string, overrides = {}) => ({
  body: { success: true, message, review: ownReview(overrides) },
});

describe('/review/:productId', () => {
  it('asks a visitor without a review link to log in, and brings them back here after', async () => {
    const user = userEvent.setup();
    const { requests } = openForm('/review/12', {});
    const prompt = await screen.findByTestId('review-sign-in');
    expect(prompt).toHaveTextContent(REVIEW_MESSAGES.signInToReview);
    expect(requests).toEqual([]);
    await user.click(within(prompt).getByRole('link', { name: REVIEW_TEXTS.signInLink }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/login');
    expect(JSON.parse(window.sessionStorage.getItem('return-after-login') ?? '{}').path).toBe('/review/12');
  });

  it('tells a signed-in shopper who did not buy the product that only buyers review it', async () => {
    openForm(
      '/review/12',
      {
        'GET /api/product/12/reviews/mine': {
          body: eligibilityAnswer({ canReview: false, reason: REVIEW_MESSAGES.onlyBuyers, variant: '' }),
        },
      },
      { signedIn: true },
    );
    expect(await screen.findByTestId('review-refusal')).toHaveTextContent(REVIEW_MESSAGES.onlyBuyers);
    expect(screen.queryByTestId('review-form')).toBeNull();
  });

  it('opens from a review link without signing in, refuses no rating, then posts the review with the token', async () => {
    const user = userEvent.setup();
    const { requests } = openForm(`/review/12?token=${LINK_TOKEN}`, {
      [`GET /api/review-links/${LINK_TOKEN}`]: { body: eligibilityAnswer() },
      'POST /api/product/12/reviews': { status: 201, ...sentReview(REVIEW_MESSAGES.sent) },
    });
    expect(
      await screen.findByRole('heading', { name: REVIEW_TEXTS.formTitle('Samsung Galaxy A15') }),
    ).toBeVisible();
    expect(screen.getByText(REVIEW_TEXTS.variantBought('128GB, Blue'))).toBeInTheDocument();

    await user.type(screen.getByLabelText(REVIEW_TEXTS.titleLabel), '  Good  ');
    await user.click(screen.getByRole('button', { name: REVIEW_TEXTS.submit }));
    expect(await screen.findByTestId('review-failure')).toHaveTextContent(REVIEW_MESSAGES.ratingRequired);
    expect(writes(requests)).toEqual([]);

    const stars = screen.getByRole('group', { name: REVIEW_TEXTS.ratingLabel });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(stars).getByRole('radio', { name: REVIEW_TEXTS.starsLabel(4) }));
    await user.type(screen.getByLabelText(REVIEW_TEXTS.textLabel), 'Works well.{Enter}Battery lasts.');
    expect(screen.getByTestId('review-text-count')).toHaveTextContent(REVIEW_TEXTS.charactersUsed(26, 2000));
    await user.click(screen.getByRole('button', { name: REVIEW_TEXTS.submit }));

    expect(await screen.findByTestId('review-sent')).toHaveTextContent(REVIEW_MESSAGES.sent);
    expect(writes(requests)).toEqual([
      {
        method: 'POST',
        path: '/api/product/12/reviews',
        body: { rating: 4, title: 'Good', text: 'Works well.\nBattery lasts.', token: LINK_TOKEN },
      },
    ]);
    expect(screen.getByTestId('own-review-status')).toHaveTextContent(REVIEW_TEXTS.statusPending);
  });

  it('shows why a review link no longer opens the form (410)', async () => {
    openForm(`/review/12?token=${LINK_TOKEN}`, {
      [`GET /api/review-links/${LINK_TOKEN}`]: {
        status: 410,
        body: { success: false, message: REVIEW_MESSAGES.linkExpired },
      },
    });
    expect(await screen.findByTestId('review-refusal')).toHaveTextContent(REVIEW_MESSAGES.linkExpired);
    expect(screen.queryByTestId('review-form')).toBeNull();
  });

  it('shows the server’s refusal of a review (403) and keeps the form to try again', async () => {
    const user = userEvent.setup();
    openForm(
      '/review/12',
      {
        'GET /api/product/12/reviews/mine': { body: eligibilityAnswer() },
        'POST /api/product/12/reviews': {
          status: 403,
          body: { success: false, message: REVIEW_MESSAGES.onlyBuyers },
        },
      },
      { signedIn: true },
    );
    await user.click(await screen.findByRole('radio', { name: REVIEW_TEXTS.starsLabel(1) }));
    await user.click(screen.getByRole('button', { name: REVIEW_TEXTS.submit }));
    expect(await screen.findByTestId('review-failure')).toHaveTextContent(REVIEW_MESSAGES.onlyBuyers);
    expect(screen.getByRole('button', { name: REVIEW_TEXTS.submit })).toBeEnabled();
    expect(screen.queryByTestId('review-sent')).toBeNull();
  });

  it('shows a rejected review with its reason, and edits it with PUT', async () => {
    const user = userEvent.setup();
    const rejected = ownReview({ status: 'rejected', rejectionReason: 'It names another shop.' });
    const { requests } = openForm(
      '/review/12',
      {
        'GET /api/product/12/reviews/mine': { body: eligibilityAnswer({ review: rejected }) },
        'PUT /api/product/12/reviews/mine': sentReview(REVIEW_MESSAGES.edited, { rating: 2 }),
      },
      { signedIn: true },
    );
    expect(await screen.findByTestId('own-review-status')).toHaveTextContent(REVIEW_TEXTS.statusRejected);
    expect(screen.getByTestId('own-review-rejection')).toHaveTextContent(
      REVIEW_TEXTS.rejectedBecause('It names another shop.'),
    );
    expect(screen.getByRole('heading', { name: REVIEW_TEXTS.editReview })).toBeInTheDocument();
    expect(screen.getByLabelText(REVIEW_TEXTS.titleLabel)).toHaveValue('Good');
    expect(screen.getByRole('radio', { name: REVIEW_TEXTS.starsLabel(4) })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: REVIEW_TEXTS.starsLabel(2) }));
    await user.click(screen.getByRole('button', { name: REVIEW_TEXTS.submit }));
    expect(await screen.findByTestId('review-sent')).toHaveTextContent(REVIEW_MESSAGES.edited);
    expect(writes(requests)).toEqual([
      {
        method: 'PUT',
        path: '/api/product/12/reviews/mine',
        body: { rating: 2, title: 'Good', text: 'Works well.' },
      },
    ]);
    expect(screen.getByTestId('own-review-status')).toHaveTextContent(REVIEW_TEXTS.statusPending);
  });
});
