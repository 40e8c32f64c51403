import { adminProductResponseSchema, type ProductFlagsBody } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { productKeys } from './product-keys';

/** PATCH /api/admin/products/:id/flags: top selling and collection, flipped in the list. */
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
