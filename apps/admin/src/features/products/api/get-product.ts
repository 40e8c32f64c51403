import { adminProductResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productsQueryKey } from './get-products';

export function getProduct(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/products/${id}`, { schema: adminProductResponseSchema, signal });
}

export function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...productsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: 0,
  });
}

export function useProduct(id: number) {
  return useQuery(productQueryOptions(id));
}
