import { adminStoreInfoResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const storeInfoQueryKey = ['admin', 'store-info'] as const;

export function getStoreInfo(signal?: AbortSignal) {
  return apiRequest('/api/admin/store-info', { schema: adminStoreInfoResponseSchema, signal });
}

export function storeInfoQueryOptions() {
  return queryOptions({ queryKey: storeInfoQueryKey, queryFn: ({ signal }) => getStoreInfo(signal) });
}

export function useStoreInfo() {
  return useQuery(storeInfoQueryOptions());
}
