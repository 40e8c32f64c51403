import { type AdminVariantsBody, adminVariantsResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { productKeys } from './product-keys';

/**
 * PUT /api/admin/products/:id/variants: the options and the whole grid at once (a row with
 * `_id` changes that variant, one without creates one, one left out is removed).
 */
export function saveProductVariants({ id, body }: { id: number; body: AdminVariantsBody }) {
  return apiRequest(`/api/admin/products/${id}/variants`, {
    method: 'PUT',
    body,
    schema: adminVariantsResponseSchema,
  });
}

export function useSaveProductVariants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProductVariants,
    // The grid shows the server's refusal above itself.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
