import { adminProductResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productsQueryKey } from './get-products';

export function restoreProduct(id: number) {
  return apiRequest(`/api/admin/products/${id}/restore`, {
    method: 'POST',
    schema: adminProductResponseSchema,
  });
}

export function useRestoreProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
