import type { ReturnQueue } from '@shop/shared';

/** What a page of the return queue is asked with; part of its query key. */
export interface ReturnListParams {
  queue: ReturnQueue;
  page: number;
}

/**
 * The returns' query keys, written once: the queue, a request and the figures start
 * with `all`, so a move refreshes every one of them with one invalidation.
 */
export const returnKeys = {
  all: ['admin', 'returns'] as const,
  list: (params: ReturnListParams) => [...returnKeys.all, 'list', params] as const,
  detail: (id: number) => [...returnKeys.all, 'detail', id] as const,
  /** A photo's bytes, by its URL: outside `all`, as a photo never changes after a move. */
  photo: (url: string) => ['admin', 'return-photos', url] as const,
  figures: (days: number) => [...returnKeys.all, 'figures', days] as const,
  settings: ['admin', 'return-settings'] as const,
};
