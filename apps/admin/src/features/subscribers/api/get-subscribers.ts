import { ADMIN_PAGE_SIZE_DEFAULT, adminSubscriberListResponseSchema } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/search-params';

export const subscribersQueryKey = ['admin', 'newsletter-subscribers'] as const;

export function getSubscribers(page: number, signal?: AbortSignal) {
  const query = toQueryString({ page, limit: ADMIN_PAGE_SIZE_DEFAULT });
  return apiRequest(`/api/admin/newsletter-subscribers${query}`, {
    schema: adminSubscriberListResponseSchema,
    signal,
  });
}

export function subscribersQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...subscribersQueryKey, 'list', page],
    queryFn: ({ signal }) => getSubscribers(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSubscribers(page: number) {
  return useQuery(subscribersQueryOptions(page));
}
