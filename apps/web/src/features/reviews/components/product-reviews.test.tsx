import { PRODUCT_LABELS, REVIEW_TEXTS } from '@shop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, fakeApi, renderRoute } from '../../../test/render-route';
import {
  eligibilityAnswer,
  noReviewsAnswer,
  ownReview,
  productReviewsAnswer,
  publishedReview,
} from '../reviews-test-kit';
import { ProductReviews } from './product-reviews';

function showReviews(answers: Record<string, FakeAnswer>, at = '/singleProducts/12') {
  const api = fakeApi(answers);
  const view = renderRoute(<ProductReviews productId={12} />, { path: '/singleProducts/:productId', at });
  const askedPages = () =>
    api.fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/product/12/reviews')
      .map((url) => url.searchParams.get('page'));
  return { ...api, ...view, askedPages };
}

describe('the customer reviews of a product', () => {
  it('shows the average, the count, the spread of stars and each review with its buyer, day, variant and answer', async () => {
    showReviews({ 'GET /api/product/12/reviews': { body: productReviewsAnswer() } });
    const section = await screen.findByRole('region', { name: REVIEW_TEXTS.sectionTitle });
    expect(await within(section).findByTestId('review-average')).toHaveTextContent(
      REVIEW_TEXTS.averageOutOfFive('4.3'),
    );
    expect(within(section).getByRole('img', { name: REVIEW_TEXTS.ratedOutOfFive(4.3) })).toBeInTheDocument();
    expect(within(section).getByTestId('review-count')).toHaveTextContent(PRODUCT_LABELS.reviews(12));
    const spread = within(section).getByRole('list', { name: REVIEW_TEXTS.spreadTitle });
    expect(
      within(spread)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('.sr-only')?.textContent),
    ).toEqual([
      REVIEW_TEXTS.spreadRow(5, 7),
      REVIEW_TEXTS.spreadRow(4, 2),
      REVIEW_TEXTS.spreadRow(3, 2),
      REVIEW_TEXTS.spreadRow(2, 0),
      REVIEW_TEXTS.spreadRow(1, 1),
    ]);

    const [first, second] = within(section).getAllByTestId('review');
    expect(within(first!).getByRole('img', { name: REVIEW_TEXTS.ratedOutOfFive(5) })).toBeInTheDocument();
    expect(within(first!).getByRole('heading', { name: 'Great phone for the price' })).toBeInTheDocument();
    // The buyer's line break is kept in the text, shown by CSS (white-space: pre-line).
    const text = within(first!).getByText(publishedReview().text, { normalizer: (words) => words });
    expect(text).toHaveClass('whitespace-pre-line');
    expect(first).toHaveTextContent('Abena A.');
    expect(first).toHaveTextContent(REVIEW_TEXTS.verifiedBuyer);
    expect(first).toHaveTextContent(`${REVIEW_TEXTS.reviewedOn} 20 Nov 2026`);
    expect(first).toHaveTextContent(REVIEW_TEXTS.variantBought('128GB, Blue'));
    expect(within(first!).queryByTestId('review-answer')).toBeNull();
    // No variant kept: no "Bought:" line.
    expect(second).not.toHaveTextContent(REVIEW_TEXTS.variantBought(''));
    expect(within(second!).getByTestId('review-answer')).toHaveTextContent(
      `${REVIEW_TEXTS.shopAnswer}Use the charger in the box: it is the fast one.`,
    );
    expect(within(section).getByRole('link', { name: REVIEW_TEXTS.writeReview })).toHaveAttribute(
      'href',
      '/review/12',
    );
  });

  it('pages by links: Older reviews opens ?reviews=2 and asks the API for page 2', async () => {
    const user = userEvent.setup();
    const { askedPages, router } = showReviews(
      {
        'GET /api/product/12/reviews': { body: productReviewsAnswer() },
      },
      '/singleProducts/12?storage=128GB',
    );
    const older = await screen.findByRole('link', { name: REVIEW_TEXTS.olderReviews });
    expect(older).toHaveAttribute('href', '/singleProducts/12?storage=128GB&reviews=2#customer-reviews');
    expect(screen.getByText(REVIEW_TEXTS.pageOf(1, 2))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: REVIEW_TEXTS.newerReviews })).toBeNull();
    await user.click(older);
    expect(router.state.location.search).toBe('?storage=128GB&reviews=2');
    await waitFor(() => expect(askedPages()).toEqual([null, '2']));
  });

  it('says there are no reviews yet, with the way to write the first', async () => {
    showReviews({ 'GET /api/product/12/reviews': { body: noReviewsAnswer() } });
    expect(await screen.findByText(REVIEW_TEXTS.noReviews)).toBeInTheDocument();
    expect(screen.queryByTestId('review-summary')).toBeNull();
    expect(screen.getByRole('link', { name: REVIEW_TEXTS.writeReview })).toBeInTheDocument();
  });

  it('offers a signed-in buyer who reviewed the product to edit their review', async () => {
    window.localStorage.setItem('token', 'shopper-token');
    showReviews({
      'GET /api/product/12/reviews': { body: productReviewsAnswer({ reviews: [publishedReview()] }) },
      'GET /api/product/12/reviews/mine': { body: eligibilityAnswer({ review: ownReview() }) },
    });
    expect(await screen.findByRole('link', { name: REVIEW_TEXTS.editReview })).toHaveAttribute(
      'href',
      '/review/12',
    );
  });
});
