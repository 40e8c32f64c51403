import { adminReviewListResponseSchema } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { type ReviewListParams, reviewKeys } from './review-keys';

/** GET /api/admin/reviews?status=&page=: one page of a tab, with the count of every status (decision 0064). */
export function getReviews(params: ReviewListParams, signal?: AbortSignal) {
  return apiRequest('/api/admin/reviews', {
    query: { status: params.status, page: params.page },
    schema: adminReviewListResponseSchema,
    signal,
  });
}

export function reviewsQueryOptions(params: ReviewListParams) {
  return queryOptions({
    queryKey: reviewKeys.list(params),
    queryFn: ({ signal }) => getReviews(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useReviews(params: ReviewListParams) {
  return useQuery(reviewsQueryOptions(params));
}

/** How often the menu asks how many reviews wait, so staff notice one without reloading. */
const PENDING_REVIEWS_REFRESH_MS = 60_000;

/**
 * The count of pending reviews the menu shows on every page: the first page of the Pending
 * tab, asked again each minute. `silent`: a failure here is no reason to interrupt another screen.
 */
export function usePendingReviewsCount() {
  return useQuery({
    ...reviewsQueryOptions({ status: 'pending', page: 1 }),
    refetchInterval: PENDING_REVIEWS_REFRESH_MS,
    meta: { silent: true },
    select: (answer) => answer.counts.pending,
  });
}
