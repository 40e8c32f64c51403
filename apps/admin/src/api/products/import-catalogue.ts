import { type ProductImportBody, productImportResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { productKeys } from './product-keys';

/** POST /api/admin/products/import: a dry run (apply false) or the whole file written (apply true). */
export function importCatalogue(body: ProductImportBody) {
  return apiRequest('/api/admin/products/import', {
    method: 'POST',
    body,
    schema: productImportResponseSchema,
  });
}

export function useImportCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCatalogue,
    // The screen shows the server's message (a file it cannot read) beside the file.
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.applied) return queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
