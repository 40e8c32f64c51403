import { branchStockResponseSchema } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { branchStockKeys } from './branch-stock-keys';

/** GET /api/admin/products/:id/branch-stock: the product's variants by open branch. */
export function getBranchStock(productId: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/products/${productId}/branch-stock`, {
    schema: branchStockResponseSchema,
    signal,
  });
}

export function useBranchStock(productId: number) {
  return useQuery({
    queryKey: branchStockKeys.product(productId),
    queryFn: ({ signal }) => getBranchStock(productId, signal),
  });
}
