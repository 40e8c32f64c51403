import { adminProductResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { productKeys } from './product-keys';

/** GET /api/admin/products/:id: one product, archived or not, for its edit form. */
export function getProduct(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/products/${id}`, { schema: adminProductResponseSchema, signal });
}

export function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: 0,
  });
}

export function useProduct(id: number) {
  return useQuery(productQueryOptions(id));
}
