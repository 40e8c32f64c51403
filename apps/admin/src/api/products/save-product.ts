import { type AdminProductBody, adminProductResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { productKeys } from './product-keys';

/** Create (no id) or replace (id) a product; PUT sends the whole product again. */
export function saveProduct({ id, body }: { id?: number; body: AdminProductBody }) {
  return apiRequest(id === undefined ? '/api/admin/products' : `/api/admin/products/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body,
    schema: adminProductResponseSchema,
  });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    // The form shows the server's message beside the field it names.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
