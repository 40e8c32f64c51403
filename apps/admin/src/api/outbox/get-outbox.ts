import { ADMIN_PAGE_SIZE_DEFAULT, adminOutboxListResponseSchema } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { type OutboxListParams, outboxKeys } from './outbox-keys';

/** GET /api/admin/outbox: one page of the shop's messages, newest first, of one purpose or channel. */
export function getOutbox({ page, purpose, channel }: OutboxListParams, signal?: AbortSignal) {
  return apiRequest('/api/admin/outbox', {
    query: { page, limit: ADMIN_PAGE_SIZE_DEFAULT, purpose, ...(channel ? { channel } : {}) },
    schema: adminOutboxListResponseSchema,
    signal,
  });
}

export function outboxQueryOptions(params: OutboxListParams) {
  return queryOptions({
    queryKey: outboxKeys.list(params),
    queryFn: ({ signal }) => getOutbox(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(params: OutboxListParams) {
  return useQuery(outboxQueryOptions(params));
}
