import { adminVariantsResponseSchema, type VariantStockBody } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { productKeys } from './product-keys';

/** PATCH /api/admin/products/:id/variants/stock: the grid's bulk stock edit, the listed variants only. */
export function updateVariantStock({ id, stock }: { id: number; stock: VariantStockBody['stock'] }) {
  return apiRequest(`/api/admin/products/${id}/variants/stock`, {
    method: 'PATCH',
    body: { stock },
    schema: adminVariantsResponseSchema,
  });
}

export function useUpdateVariantStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVariantStock,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
