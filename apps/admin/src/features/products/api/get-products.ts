import { ADMIN_PAGE_SIZE_DEFAULT, adminProductListResponseSchema } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/search-params';

export interface ProductListParams {
  page: number;
  q: string;
  category: string;
}

/** Every product query starts with this key, so one invalidation refreshes lists and details. */
export const productsQueryKey = ['admin', 'products'] as const;

export function getProducts(params: ProductListParams, signal?: AbortSignal) {
  const query = toQueryString({ ...params, limit: ADMIN_PAGE_SIZE_DEFAULT, includeArchived: true });
  return apiRequest(`/api/admin/products${query}`, { schema: adminProductListResponseSchema, signal });
}

export function productsQueryOptions(params: ProductListParams) {
  return queryOptions({
    queryKey: [...productsQueryKey, 'list', params],
    queryFn: ({ signal }) => getProducts(params, signal),
    // The table keeps its rows while the next page or search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(params: ProductListParams) {
  return useQuery(productsQueryOptions(params));
}
