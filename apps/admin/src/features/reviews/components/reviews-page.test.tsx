import { ADMIN_TEXTS, REVIEW_ADMIN_TEXTS, REVIEW_MESSAGES } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { type FakeAnswer, fakeFetch, renderApp, renderWithProviders } from '../../../test/render';
import { adminReview, reviewList } from './review-fixture';
import ReviewsPage from './reviews-page';

const texts = REVIEW_ADMIN_TEXTS;
const ama = adminReview();
const kofi = adminReview({
  id: 8,
  rating: 2,
  title: '',
  text: '',
  author: 'Kofi B.',
  authorEmail: null,
  variant: '',
  orderId: null,
  orderNumber: null,
  createdAt: '2026-11-26T14:05:00.000Z',
  updatedAt: '2026-11-27T08:00:00.000Z',
});
const pendingTab: FakeAnswer = { body: reviewList([ama, kofi]) };

function openPage(answers: Record<string, FakeAnswer> = {}, at: string = paths.reviews) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
  const fetchMock = vi.fn(fakeFetch({ 'GET /api/admin/reviews': pendingTab, ...answers }));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<ReviewsPage />, { path: paths.reviews, at });
  const asked = () =>
    fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/admin/reviews')
      .map((url) => `${url.searchParams.get('status')} ${url.searchParams.get('page')}`);
  return { fetchMock, asked };
}

const detail = (card: HTMLElement, term: string) =>
  within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the Reviews page', () => {
  it('opens on Pending, first of three tabs with their counts', async () => {
    const { asked } = openPage();
    await screen.findByTestId('review-7');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      `${texts.statuses.pending}2`,
      `${texts.statuses.published}5`,
      `${texts.statuses.rejected}1`,
    ]);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(texts.statuses.pending);
    expect(asked()).toEqual(['pending 1']);
  });

  it('shows each review with its product, stars, words, author, order, dates and status', async () => {
    openPage();
    const card = await screen.findByTestId('review-7');
    expect(within(card).getByRole('link', { name: 'Tecno Spark 20' })).toHaveAttribute(
      'href',
      paths.editProduct(42),
    );
    expect(within(card).getByTestId('review-stars')).toHaveTextContent(texts.starsLabel(4));
    expect(within(card).getByTestId('review-title')).toHaveTextContent('Great battery');
    // The line break is kept in the text node and shown by the paragraph's pre-wrap.
    expect(within(card).getByTestId('review-text').textContent).toBe(
      'Lasts two days.\nThe camera is fine in daylight.',
    );
    expect(within(card).getByTestId('review-text')).toHaveClass('whitespace-pre-wrap');
    expect(within(card).getByTestId('review-status')).toHaveTextContent(texts.statuses.pending);
    expect(within(card).getByText(texts.verifiedBuyer)).toBeInTheDocument();
    expect(detail(card, texts.author)).toBe('Ama M.');
    expect(detail(card, texts.email)).toBe('ama@example.com');
    expect(detail(card, texts.variant)).toBe('128GB, Black');
    expect(within(card).getByRole('link', { name: 'KTG-1042' })).toHaveAttribute(
      'href',
      paths.order('order-1042'),
    );
    expect(detail(card, texts.written)).toBe('25 Nov 2026, 09:30');
    expect(within(card).queryByText(texts.updated)).not.toBeInTheDocument();

    const stars = screen.getByTestId('review-8');
    expect(within(stars).getByText(texts.noText)).toBeInTheDocument();
    expect(detail(stars, texts.email)).toBe(texts.accountErased);
    expect(within(stars).queryByText(texts.order, { selector: 'dt' })).not.toBeInTheDocument();
    expect(detail(stars, texts.updated)).toBe('27 Nov 2026, 08:00');
  });

  it('shows a rejected review with its reason and who rejected it, and says when a tab is empty', async () => {
    const { fetchMock, asked } = openPage();
    await screen.findByTestId('review-7');
    const rejected = adminReview({
      status: 'rejected',
      rejectionReason: 'It names another shop.',
      moderatedBy: 'kwame@shop.example',
    });
    fetchMock.mockImplementation(fakeFetch({ 'GET /api/admin/reviews': { body: reviewList([rejected]) } }));
    await userEvent.click(screen.getByRole('tab', { name: new RegExp(texts.statuses.rejected) }));
    const card = await screen.findByTestId('review-7');
    await waitFor(() =>
      expect(within(card).getByTestId('review-status')).toHaveTextContent(texts.statuses.rejected),
    );
    expect(within(card).getByTestId('review-rejection')).toHaveTextContent('It names another shop.');
    expect(detail(card, texts.moderatedBy)).toBe('kwame@shop.example');

    fetchMock.mockImplementation(
      fakeFetch({
        'GET /api/admin/reviews': {
          body: reviewList([], { counts: { pending: 2, published: 0, rejected: 1 } }),
        },
      }),
    );
    await userEvent.click(screen.getByRole('tab', { name: new RegExp(texts.statuses.published) }));
    expect(await screen.findByText(texts.empty.published)).toBeInTheDocument();
    expect(asked()).toEqual(['pending 1', 'rejected 1', 'published 1']);
  });

  it('shows no pager when a tab fits one page', async () => {
    openPage();
    await screen.findByTestId('review-7');
    expect(screen.queryByRole('navigation', { name: ADMIN_TEXTS.pager.label })).not.toBeInTheDocument();
  });

  it('pages a tab of more than one page', async () => {
    const many = reviewList([ama], { counts: { pending: 45, published: 0, rejected: 0 }, total: 45 });
    const { asked } = openPage({ 'GET /api/admin/reviews': { body: many } });
    const pager = await screen.findByRole('navigation', { name: ADMIN_TEXTS.pager.label });
    expect(pager).toHaveTextContent(ADMIN_TEXTS.pager.pageOf(1, 3, 45));
    await userEvent.click(within(pager).getByRole('button', { name: ADMIN_TEXTS.pager.next }));
    await waitFor(() => expect(asked()).toEqual(['pending 1', 'pending 2']));
  });
});

describe('the menu', () => {
  it('shows staff how many reviews wait for a check, beside Reviews', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          'GET /api/user/profile': {
            body: {
              success: true,
              user: { name: 'Ama', email: 'ama@example.com', image: null, isAdmin: true, isOwner: false },
              isAdmin: true,
            },
          },
          'GET /api/admin/reviews': {
            body: reviewList([ama], { counts: { pending: 3, published: 5, rejected: 1 } }),
          },
        }),
      ),
    );
    renderApp(paths.dashboard);
    const navigation = await screen.findByRole('navigation', { name: ADMIN_TEXTS.layout.navigation });
    await waitFor(() =>
      expect(within(navigation).getByRole('link', { name: new RegExp(texts.page) })).toHaveTextContent(
        texts.pendingAlert(3),
      ),
    );
    expect(within(navigation).getByTestId('pending-reviews-alert')).toHaveTextContent('3');
  });

  it('counts one fewer pending review once staff publish one', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
    const profile: FakeAnswer = {
      body: {
        success: true,
        user: { name: 'Ama', email: 'ama@example.com', image: null, isAdmin: true, isOwner: false },
        isAdmin: true,
      },
    };
    const fetchMock = vi.fn(
      fakeFetch({ 'GET /api/user/profile': profile, 'GET /api/admin/reviews': { body: reviewList([ama]) } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderApp(paths.reviews);
    const alert = await screen.findByTestId('pending-reviews-alert');
    expect(alert).toHaveTextContent('2');
    fetchMock.mockImplementation(
      fakeFetch({
        'GET /api/user/profile': profile,
        'GET /api/admin/reviews': {
          body: reviewList([], { counts: { pending: 1, published: 6, rejected: 1 } }),
        },
        'POST /api/admin/reviews/7/publish': {
          body: {
            success: true,
            message: REVIEW_MESSAGES.published,
            review: { ...ama, status: 'published' },
          },
        },
      }),
    );
    const card = await screen.findByTestId('review-7');
    await userEvent.click(within(card).getByRole('button', { name: texts.publish }));
    await waitFor(() => expect(screen.getByTestId('pending-reviews-alert')).toHaveTextContent('1'));
  });
});
