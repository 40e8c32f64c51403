import { productDeleteResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { productKeys } from './product-keys';

/** Deletes, or archives when the product is in past orders; the answer says which. */
export function deleteProduct(id: number) {
  return apiRequest(`/api/admin/products/${id}`, { method: 'DELETE', schema: productDeleteResponseSchema });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
