import { adminStoreInfoResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { storeInfoKeys } from './store-info-keys';

/** GET /api/admin/store-info: the about, contact and delivery texts (null before set-up). */
export function getStoreInfo(signal?: AbortSignal) {
  return apiRequest('/api/admin/store-info', { schema: adminStoreInfoResponseSchema, signal });
}

export function storeInfoQueryOptions() {
  return queryOptions({ queryKey: storeInfoKeys.all, queryFn: ({ signal }) => getStoreInfo(signal) });
}

export function useStoreInfo() {
  return useQuery(storeInfoQueryOptions());
}
