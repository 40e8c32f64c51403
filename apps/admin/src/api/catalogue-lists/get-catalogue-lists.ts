import { adminCatalogueListsResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { catalogueListKeys } from './catalogue-list-keys';

/** GET /api/admin/catalogue-lists: the three lists, each entry with how many products use it. */
export function getCatalogueLists(signal?: AbortSignal) {
  return apiRequest('/api/admin/catalogue-lists', { schema: adminCatalogueListsResponseSchema, signal });
}

export function catalogueListsQueryOptions() {
  return queryOptions({
    queryKey: catalogueListKeys.all,
    queryFn: ({ signal }) => getCatalogueLists(signal),
  });
}

/** The lists for the Brands & categories page and the product form's menus. */
export function useCatalogueLists() {
  return useQuery(catalogueListsQueryOptions());
}
