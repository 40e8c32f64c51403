import type { ReviewStatus } from '@shop/shared';

/** What a page of the review queue is asked with; part of its query key. */
export interface ReviewListParams {
  status: ReviewStatus;
  page: number;
}

/**
 * The reviews' query keys, written once: every page of every tab (and the menu's count, which
 * is the first Pending page) starts with `all`, so one invalidation after a publish, reject or
 * answer refreshes the list and the badge together.
 */
export const reviewKeys = {
  all: ['admin', 'reviews'] as const,
  lists: ['admin', 'reviews', 'list'] as const,
  list: (params: ReviewListParams) => [...reviewKeys.lists, params] as const,
};
