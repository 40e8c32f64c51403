import { adminProductResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productsQueryKey } from './get-products';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
