import { adminVariantsResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { productKeys } from './product-keys';

/** GET /api/admin/products/:id/variants: the options, their values and every variant, for the grid. */
export function getProductVariants(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/products/${id}/variants`, { schema: adminVariantsResponseSchema, signal });
}

export function productVariantsQueryOptions(id: number) {
  return queryOptions({
    queryKey: productKeys.variants(id),
    queryFn: ({ signal }) => getProductVariants(id, signal),
    staleTime: 0,
  });
}

export function useProductVariants(id: number) {
  return useQuery(productVariantsQueryOptions(id));
}
