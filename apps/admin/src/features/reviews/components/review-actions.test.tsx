import { type AdminReview, REVIEW_ADMIN_TEXTS, REVIEW_MESSAGES } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { type FakeAnswer, fakeFetch, renderWithProviders } from '../../../test/render';
import { adminReview, reviewList } from './review-fixture';
import ReviewsPage from './reviews-page';

const texts = REVIEW_ADMIN_TEXTS;
const pending = adminReview();
const published = adminReview({
  status: 'published',
  publishedAt: '2026-11-26T10:00:00.000Z',
  moderatedBy: 'kwame@shop.example',
});
const answered = (review: AdminReview) => ({
  ...review,
  answer: { text: 'Thank you, Ama!', answeredAt: '2026-11-27T12:00:00.000Z' },
});
const changed = (review: AdminReview, message: string): FakeAnswer => ({
  body: { success: true, message, review },
});

function openPage(shown: AdminReview, answers: Record<string, FakeAnswer> = {}) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  const fetchMock = vi.fn(fakeFetch({ 'GET /api/admin/reviews': { body: reviewList([shown]) }, ...answers }));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<ReviewsPage />, { path: paths.reviews });
  const calls = (method: string) =>
    fetchMock.mock.calls
      .filter(([, init]) => (init?.method ?? 'GET') === method)
      .map(([url, init]) => ({
        path: new URL(String(url), 'http://localhost').pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      }));
  /** What the server answers from now on: the list after the action. */
  const answerNext = (next: Record<string, FakeAnswer>) =>
    fetchMock.mockImplementation(
      fakeFetch({ 'GET /api/admin/reviews': { body: reviewList([shown]) }, ...answers, ...next }),
    );
  return { calls, answerNext };
}

const card = () => screen.getByTestId('review-7');
const button = (name: string) => within(card()).queryByRole('button', { name });

describe("a review's actions", () => {
  it('offers Publish, Reject and Answer on a pending review', async () => {
    openPage(pending);
    await screen.findByTestId('review-7');
    expect(
      within(card())
        .getAllByRole('button')
        .map((each) => each.textContent),
    ).toEqual([texts.publish, texts.reject, texts.answer]);
  });

  it("publishes: calls the review's publish URL, says the server's message, and asks the list and counts again", async () => {
    const { calls, answerNext } = openPage(pending);
    await screen.findByTestId('review-7');
    expect(screen.getByTestId('review-count-pending')).toHaveTextContent('2');
    answerNext({
      'POST /api/admin/reviews/7/publish': changed(published, REVIEW_MESSAGES.published),
      'GET /api/admin/reviews': {
        body: reviewList([], { counts: { pending: 1, published: 6, rejected: 1 } }),
      },
    });
    await userEvent.click(button(texts.publish) as HTMLElement);
    expect(await screen.findByText(REVIEW_MESSAGES.published)).toBeInTheDocument();
    expect(calls('POST')).toEqual([{ path: '/api/admin/reviews/7/publish', body: undefined }]);
    await waitFor(() => expect(screen.getByTestId('review-count-pending')).toHaveTextContent('1'));
    expect(screen.getByTestId('review-count-published')).toHaveTextContent('6');
    expect(screen.queryByTestId('review-7')).not.toBeInTheDocument();
    expect(calls('GET')).toHaveLength(2);
  });

  it('says a refusal (409) in words, and asks the list again to show the review as it is', async () => {
    const { calls, answerNext } = openPage(pending);
    await screen.findByTestId('review-7');
    answerNext({
      'POST /api/admin/reviews/7/publish': {
        status: 409,
        body: { success: false, message: REVIEW_MESSAGES.cannotPublish },
      },
      'GET /api/admin/reviews': { body: reviewList([published]) },
    });
    await userEvent.click(button(texts.publish) as HTMLElement);
    expect(await screen.findByText(REVIEW_MESSAGES.cannotPublish)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card()).getByTestId('review-status')).toHaveTextContent(texts.statuses.published),
    );
    expect(button(texts.publish)).not.toBeInTheDocument();
    expect(calls('GET')).toHaveLength(2);
  });

  it('rejects only with a reason, typed in a dialog and sent', async () => {
    const { calls, answerNext } = openPage(pending);
    await screen.findByTestId('review-7');
    await userEvent.click(button(texts.reject) as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: texts.rejectTitle });
    await userEvent.type(within(dialog).getByLabelText(texts.rejectionReasonLabel), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.rejectConfirm }));
    expect(within(dialog).getByText(REVIEW_MESSAGES.rejectionReasonRequired)).toBeInTheDocument();
    expect(calls('POST')).toEqual([]);

    const rejected = adminReview({ status: 'rejected', rejectionReason: 'It names another shop.' });
    answerNext({
      'POST /api/admin/reviews/7/reject': changed(rejected, REVIEW_MESSAGES.rejected),
      'GET /api/admin/reviews': { body: reviewList([rejected]) },
    });
    await userEvent.type(within(dialog).getByLabelText(texts.rejectionReasonLabel), 'It names another shop.');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.rejectConfirm }));
    expect(await screen.findByText(REVIEW_MESSAGES.rejected)).toBeInTheDocument();
    expect(calls('POST')).toEqual([
      { path: '/api/admin/reviews/7/reject', body: { reason: 'It names another shop.' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card()).getByTestId('review-rejection')).toHaveTextContent('It names another shop.');
    expect(
      within(card())
        .getAllByRole('button')
        .map((each) => each.textContent),
    ).toEqual([texts.publish, texts.answer]);
  });

  it('answers once: the box asks for words, sends them, then gives way to the answer', async () => {
    const { calls, answerNext } = openPage(published);
    await screen.findByTestId('review-7');
    expect(
      within(card())
        .getAllByRole('button')
        .map((each) => each.textContent),
    ).toEqual([texts.reject, texts.answer]);
    await userEvent.click(button(texts.answer) as HTMLElement);
    await userEvent.click(within(card()).getByRole('button', { name: texts.sendAnswer }));
    expect(within(card()).getByText(REVIEW_MESSAGES.answerRequired)).toBeInTheDocument();
    expect(calls('POST')).toEqual([]);

    answerNext({
      'POST /api/admin/reviews/7/answer': changed(answered(published), REVIEW_MESSAGES.answered),
      'GET /api/admin/reviews': { body: reviewList([answered(published)]) },
    });
    await userEvent.type(within(card()).getByLabelText(texts.answerLabel), 'Thank you, Ama!');
    await userEvent.click(within(card()).getByRole('button', { name: texts.sendAnswer }));
    expect(await screen.findByText(REVIEW_MESSAGES.answered)).toBeInTheDocument();
    expect(calls('POST')).toEqual([
      { path: '/api/admin/reviews/7/answer', body: { text: 'Thank you, Ama!' } },
    ]);
    expect(within(card()).getByTestId('review-answer')).toHaveTextContent('Thank you, Ama!');
    expect(within(card()).queryByLabelText(texts.answerLabel)).not.toBeInTheDocument();
    expect(button(texts.answer)).not.toBeInTheDocument();
  });

  it('offers Publish and Answer on a rejected review', async () => {
    openPage(adminReview({ status: 'rejected', rejectionReason: 'Spam.' }));
    await screen.findByTestId('review-7');
    expect(
      within(card())
        .getAllByRole('button')
        .map((each) => each.textContent),
    ).toEqual([texts.publish, texts.answer]);
  });
});
