import { type CatalogueListKind, catalogueListEntryResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { productKeys } from '../products/product-keys';
import { catalogueListKeys } from './catalogue-list-keys';
import { catalogueListPath } from './catalogue-list-path';

export interface CatalogueListEntryChange {
  kind: CatalogueListKind;
  /** Absent for a new entry. */
  id?: number;
  name: string;
  /** A subcategory's categories, by name. */
  categories?: string[];
}

/** Adds (no id) or renames (id) a brand, category or subcategory; a taken name answers 409. */
export function saveCatalogueListEntry({ kind, id, name, categories }: CatalogueListEntryChange) {
  const path = catalogueListPath(kind);
  return apiRequest(id === undefined ? path : `${path}/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body: kind === 'subcategory' ? { name, categories: categories ?? [] } : { name },
    schema: catalogueListEntryResponseSchema,
  });
}

/** Failures are shown beside the form that sent them. */
export function useSaveCatalogueListEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCatalogueListEntry,
    meta: { silent: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: catalogueListKeys.all });
      // A rename reaches products too: their pages ask again.
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
