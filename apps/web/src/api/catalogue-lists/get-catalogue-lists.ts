import { type CatalogueLists, catalogueListsResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';
import { catalogueListKeys } from './catalogue-list-keys';

/** GET /api/catalogue/lists: the brands, categories and subcategories staff keep (decision 0053). */
export async function getCatalogueLists(signal?: AbortSignal): Promise<CatalogueLists> {
  const { success: _success, ...lists } = await apiRequest<Answer<typeof catalogueListsResponseSchema>>(
    '/api/catalogue/lists',
    { schema: import.meta.env.DEV ? catalogueListsResponseSchema : undefined, signal },
  );
  return lists;
}

export const catalogueListsQueryOptions = () =>
  queryOptions({ queryKey: catalogueListKeys.all, queryFn: ({ signal }) => getCatalogueLists(signal) });

export function useCatalogueLists() {
  return useQuery(catalogueListsQueryOptions());
}
