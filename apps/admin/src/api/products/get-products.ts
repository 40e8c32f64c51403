import { ADMIN_PAGE_SIZE_DEFAULT, adminProductListResponseSchema } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { type ProductListParams, productKeys } from './product-keys';

/** GET /api/admin/products: one page of the catalogue, archived products included. */
export function getProducts(params: ProductListParams, signal?: AbortSignal) {
  return apiRequest('/api/admin/products', {
    query: { ...params, limit: ADMIN_PAGE_SIZE_DEFAULT, includeArchived: true },
    schema: adminProductListResponseSchema,
    signal,
  });
}

export function productsQueryOptions(params: ProductListParams) {
  return queryOptions({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => getProducts(params, signal),
    // The table keeps its rows while the next page or search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(params: ProductListParams) {
  return useQuery(productsQueryOptions(params));
}
