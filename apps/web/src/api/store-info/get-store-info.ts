import { type StoreInfo, storeInfoSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { storeInfoKeys } from './store-info-keys';

/** GET /api/info/get: the store info object (docs/product/api.md#catalogue-and-shop-content). */
export function getStoreInfo(signal?: AbortSignal): Promise<StoreInfo> {
  return apiRequest<StoreInfo>('/api/info/get', {
    schema: import.meta.env.DEV ? storeInfoSchema : undefined,
    signal,
  });
}

/** The store's texts change rarely: ten minutes between asks. */
export const storeInfoQueryOptions = () =>
  queryOptions({
    queryKey: storeInfoKeys.all,
    queryFn: ({ signal }) => getStoreInfo(signal),
    staleTime: 10 * 60_000,
  });

export function useStoreInfo() {
  return useQuery(storeInfoQueryOptions());
}
