import { collectionsResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { type CollectionsRange, collectionKeys } from './collection-keys';

/** GET /api/admin/collections?from&to: cash and MoMo collected at the door per day and staff member, and what is still out. */
export function getCollections(range: CollectionsRange, signal?: AbortSignal) {
  return apiRequest('/api/admin/collections', {
    query: { ...range },
    schema: collectionsResponseSchema,
    signal,
  });
}

export function collectionsQueryOptions(range: CollectionsRange = {}) {
  // Always fresh, like the dashboard it sits on.
  return queryOptions({
    queryKey: collectionKeys.range(range),
    queryFn: ({ signal }) => getCollections(range, signal),
    staleTime: 0,
  });
}

export function useCollections(range: CollectionsRange = {}) {
  return useQuery(collectionsQueryOptions(range));
}
