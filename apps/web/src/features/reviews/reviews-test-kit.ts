import type { OwnReview, ProductReviewsResponse, Review, ReviewEligibility } from '@shop/shared';

/** Answers of the reviews API as the server sends them (decision 0064), for the component and SSR tests. */

export const publishedReview = (overrides: Partial<Review> = {}): Review => ({
  id: 1,
  rating: 5,
  title: 'Great phone for the price',
  text: 'The battery lasts two days.\nThe camera is good in daylight.',
  author: 'Abena A.',
  variant: '128GB, Blue',
  verifiedBuyer: true,
  publishedAt: '2026-11-20T09:30:00.000Z',
  answer: null,
  ...overrides,
});

/** Twelve published reviews in all (4.3 on average); the page holds the reviews given, or two. */
export const productReviewsAnswer = (
  overrides: Partial<ProductReviewsResponse> = {},
): ProductReviewsResponse => ({
  success: true,
  summary: {
    rating: 4.3,
    reviews: 12,
    spread: [
      { stars: 5, count: 7 },
      { stars: 4, count: 2 },
      { stars: 3, count: 2 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ],
  },
  reviews: [
    publishedReview(),
    publishedReview({
      id: 2,
      rating: 3,
      title: 'Fine',
      text: 'Charges slowly.',
      author: 'Kofi M.',
      variant: '',
      publishedAt: '2026-11-18T10:00:00.000Z',
      answer: {
        text: 'Use the charger in the box: it is the fast one.',
        answeredAt: '2026-11-19T08:00:00.000Z',
      },
    }),
  ],
  page: 1,
  limit: 10,
  total: 12,
  ...overrides,
});

export const noReviewsAnswer = (): ProductReviewsResponse => ({
  success: true,
  summary: { rating: null, reviews: 0, spread: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })) },
  reviews: [],
  page: 1,
  limit: 10,
  total: 0,
});

export const ownReview = (overrides: Partial<OwnReview> = {}): OwnReview => ({
  id: 31,
  rating: 4,
  title: 'Good',
  text: 'Works well.',
  variant: '128GB, Blue',
  status: 'pending',
  rejectionReason: null,
  answer: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...overrides,
});

/** A buyer of product 12 who has not reviewed it yet. */
export const eligibilityAnswer = (overrides: Partial<ReviewEligibility> = {}): ReviewEligibility => ({
  success: true,
  product: { id: 12, name: 'Samsung Galaxy A15', image: '/images/a15.png' },
  canReview: true,
  variant: '128GB, Blue',
  review: null,
  ...overrides,
});
