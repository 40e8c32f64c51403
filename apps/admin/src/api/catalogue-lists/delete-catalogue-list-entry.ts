import { adminMessageResponseSchema, type CatalogueListKind } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { catalogueListKeys } from './catalogue-list-keys';
import { catalogueListPath } from './catalogue-list-path';

/** DELETE a brand, category or subcategory no product uses; one in use answers 409 with the count. */
export function deleteCatalogueListEntry({ kind, id }: { kind: CatalogueListKind; id: number }) {
  return apiRequest(`${catalogueListPath(kind)}/${id}`, {
    method: 'DELETE',
    schema: adminMessageResponseSchema,
  });
}

/** Failures are shown beside the entry. */
export function useDeleteCatalogueListEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCatalogueListEntry,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueListKeys.all }),
  });
}
