import { orderKeys } from '../orders/order-keys';

/**
 * The query keys of reviews (decision 0064). The published reviews of a product are anyone's;
 * what an account (or a review link) may write is the shopper's own, kept under their orders so
 * that a logout or an expired session forgets it with them (api/shopper-data.ts).
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  /** GET /api/product/:id/reviews?page=: a page of the published reviews, with their figures. */
  product: (productId: number, page: number) => ['reviews', 'product', productId, page] as const,
  /** Every eligibility of one product, whichever way it was asked. */
  eligibilityOf: (productId: number) => [...orderKeys.all, 'reviews', 'eligibility', productId] as const,
  /** GET /api/product/:id/reviews/mine (no token) or GET /api/review-links/:token. */
  eligibility: (productId: number, token: string | null) =>
    [...orderKeys.all, 'reviews', 'eligibility', productId, token ?? ''] as const,
};
