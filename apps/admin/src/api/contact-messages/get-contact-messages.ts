import { ADMIN_PAGE_SIZE_DEFAULT, adminContactMessageListResponseSchema } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { contactMessageKeys } from './contact-message-keys';

/** GET /api/admin/contact-messages: one page of what visitors sent, newest first. */
export function getContactMessages(page: number, signal?: AbortSignal) {
  return apiRequest('/api/admin/contact-messages', {
    query: { page, limit: ADMIN_PAGE_SIZE_DEFAULT },
    schema: adminContactMessageListResponseSchema,
    signal,
  });
}

export function contactMessagesQueryOptions(page: number) {
  return queryOptions({
    queryKey: contactMessageKeys.page(page),
    queryFn: ({ signal }) => getContactMessages(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContactMessages(page: number) {
  return useQuery(contactMessagesQueryOptions(page));
}
