import { ADMIN_PAGE_SIZE_DEFAULT, adminOutboxListResponseSchema } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { outboxKeys } from './outbox-keys';

/** GET /api/admin/outbox: one page of the shop's e-mails, newest first. */
export function getOutbox(page: number, signal?: AbortSignal) {
  return apiRequest('/api/admin/outbox', {
    query: { page, limit: ADMIN_PAGE_SIZE_DEFAULT },
    schema: adminOutboxListResponseSchema,
    signal,
  });
}

export function outboxQueryOptions(page: number) {
  return queryOptions({
    queryKey: outboxKeys.page(page),
    queryFn: ({ signal }) => getOutbox(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(page: number) {
  return useQuery(outboxQueryOptions(page));
}
