import { adminProductResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { productKeys } from './product-keys';

/** POST /api/admin/products/:id/restore: an archived product goes back on sale. */
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
