import { type StoreInfo, storeInfoSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Parsed } from '../../../lib/api-client';

export function getStoreInfo(signal?: AbortSignal): Promise<StoreInfo> {
  return apiRequest<Parsed<typeof storeInfoSchema>>(
    '/api/info/get',
    import.meta.env.DEV ? storeInfoSchema : undefined,
    { signal },
  );
}

export const storeInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['store-info'],
    queryFn: ({ signal }) => getStoreInfo(signal),
    staleTime: 10 * 60_000,
  });

export function useStoreInfo() {
  return useQuery(storeInfoQueryOptions());
}
