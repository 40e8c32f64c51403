import { ADMIN_PAGE_SIZE_DEFAULT, adminSubscriberListResponseSchema } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { subscriberKeys } from './subscriber-keys';

/** GET /api/admin/newsletter-subscribers: one page of the newsletter's addresses. */
export function getSubscribers(page: number, signal?: AbortSignal) {
  return apiRequest('/api/admin/newsletter-subscribers', {
    query: { page, limit: ADMIN_PAGE_SIZE_DEFAULT },
    schema: adminSubscriberListResponseSchema,
    signal,
  });
}

export function subscribersQueryOptions(page: number) {
  return queryOptions({
    queryKey: subscriberKeys.page(page),
    queryFn: ({ signal }) => getSubscribers(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSubscribers(page: number) {
  return useQuery(subscribersQueryOptions(page));
}
