import { ADMIN_PAGE_SIZE_DEFAULT, adminContactMessageListResponseSchema } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/search-params';

export const contactMessagesQueryKey = ['admin', 'contact-messages'] as const;

export function getContactMessages(page: number, signal?: AbortSignal) {
  const query = toQueryString({ page, limit: ADMIN_PAGE_SIZE_DEFAULT });
  return apiRequest(`/api/admin/contact-messages${query}`, {
    schema: adminContactMessageListResponseSchema,
    signal,
  });
}

export function contactMessagesQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...contactMessagesQueryKey, 'list', page],
    queryFn: ({ signal }) => getContactMessages(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContactMessages(page: number) {
  return useQuery(contactMessagesQueryOptions(page));
}
