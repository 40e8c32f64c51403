import { adminProductResponseSchema, type ProductFlagsBody } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productsQueryKey } from './get-products';

export function updateProductFlags({ id, flags }: { id: number; flags: ProductFlagsBody }) {
  return apiRequest(`/api/admin/products/${id}/flags`, {
    method: 'PATCH',
    body: flags,
    schema: adminProductResponseSchema,
  });
}

export function useUpdateProductFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductFlags,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
