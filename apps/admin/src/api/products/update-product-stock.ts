import { adminProductResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { productKeys } from './product-keys';

/** PATCH /api/admin/products/:id/stock: the count on the shelf, edited in the list. */
export function updateProductStock({ id, stock }: { id: number; stock: number }) {
  return apiRequest(`/api/admin/products/${id}/stock`, {
    method: 'PATCH',
    body: { stock },
    schema: adminProductResponseSchema,
  });
}

export function useUpdateProductStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductStock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
