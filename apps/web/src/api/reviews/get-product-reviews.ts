import { type ProductReviewsResponse, productReviewsResponseSchema } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { reviewKeys } from './review-keys';

/** GET /api/product/:id/reviews?page=: ten published reviews, newest first, and the figures of all. */
export function getProductReviews(
  productId: number,
  page: number,
  signal?: AbortSignal,
): Promise<ProductReviewsResponse> {
  return apiRequest<ProductReviewsResponse>(`/api/product/${productId}/reviews`, {
    // Page 1 is the server's default: the address the product page asks most stays one.
    query: { page: page > 1 ? page : undefined },
    schema: import.meta.env.DEV ? productReviewsResponseSchema : undefined,
    signal,
  });
}

export const productReviewsQueryOptions = (productId: number, page: number) =>
  queryOptions({
    queryKey: reviewKeys.product(productId, page),
    queryFn: ({ signal }) => getProductReviews(productId, page, signal),
    // As the product's: a failure the server rendered stays when the page hydrates (it offers Retry).
    retryOnMount: false,
  });

/** The page asked for; while another page loads, the one shown stays (no jump to a placeholder). */
export function useProductReviews(productId: number, page: number) {
  return useQuery({ ...productReviewsQueryOptions(productId, page), placeholderData: keepPreviousData });
}
