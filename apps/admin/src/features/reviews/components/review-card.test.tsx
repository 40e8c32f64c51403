import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { fakeFetch, renderWithProviders } from '../../../test/render';
import { adminReview, reviewList } from './review-fixture';
import ReviewsPage from './reviews-page';

const SCRIPT = '<script>alert(1)</script>';
const IMAGE = '<img src=x onerror=alert(1)>';
const CLOSING = '</script>';

describe('a review card', () => {
  it('shows markup a buyer or staff member typed as text, never as elements', async () => {
    const hostile = adminReview({
      status: 'rejected',
      title: `${SCRIPT} ${IMAGE}`,
      text: `${IMAGE}\n${CLOSING}${SCRIPT}`,
      author: `${IMAGE} M.`,
      variant: CLOSING,
      product: { id: 42, name: `Spark ${IMAGE}` },
      rejectionReason: `${SCRIPT}`,
      answer: { text: `${CLOSING} ${IMAGE}`, answeredAt: '2026-11-27T12:00:00.000Z' },
    });
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'staff-token');
    vi.stubGlobal('fetch', vi.fn(fakeFetch({ 'GET /api/admin/reviews': { body: reviewList([hostile]) } })));
    const { container } = renderWithProviders(<ReviewsPage />, { path: paths.reviews });
    const card = await screen.findByTestId('review-7');

    expect(within(card).getByTestId('review-title').textContent).toBe(`${SCRIPT} ${IMAGE}`);
    expect(within(card).getByTestId('review-text').textContent).toBe(`${IMAGE}\n${CLOSING}${SCRIPT}`);
    expect(within(card).getByTestId('review-answer')).toHaveTextContent(`${CLOSING} ${IMAGE}`);
    expect(within(card).getByTestId('review-rejection')).toHaveTextContent(SCRIPT);
    expect(within(card).getByRole('link', { name: `Spark ${IMAGE}` })).toBeInTheDocument();
    expect(container.querySelectorAll('img, script')).toHaveLength(0);
    expect(document.querySelectorAll('img, script')).toHaveLength(0);
    expect(card.innerHTML).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
