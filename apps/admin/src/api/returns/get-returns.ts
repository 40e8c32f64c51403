import { adminReturnListResponseSchema } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { type ReturnListParams, returnKeys } from './return-keys';

/** GET /api/admin/returns?queue=&page=: one page of a queue, with the count of every queue. */
export function getReturns(params: ReturnListParams, signal?: AbortSignal) {
  return apiRequest('/api/admin/returns', {
    query: { queue: params.queue, page: params.page },
    schema: adminReturnListResponseSchema,
    signal,
  });
}

export function returnsQueryOptions(params: ReturnListParams) {
  return queryOptions({
    queryKey: returnKeys.list(params),
    queryFn: ({ signal }) => getReturns(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useReturns(params: ReturnListParams) {
  return useQuery(returnsQueryOptions(params));
}

/** How often the menu asks how many new requests wait, so staff notice one without reloading. */
const NEW_REQUESTS_REFRESH_MS = 60_000;

/**
 * The count of new requests the menu shows on every page: the first page of the New queue,
 * asked again each minute. `silent`: a failure here is no reason to interrupt another screen.
 */
export function useNewReturnsCount() {
  return useQuery({
    ...returnsQueryOptions({ queue: 'new', page: 1 }),
    refetchInterval: NEW_REQUESTS_REFRESH_MS,
    meta: { silent: true },
    select: (answer) => answer.counts.new ?? 0,
  });
}
