import { adminReturnResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { returnKeys } from './return-keys';

/** GET /api/admin/returns/:id: one request with its units, photos, history, refund and allowed moves. */
export function getReturn(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/returns/${id}`, { schema: adminReturnResponseSchema, signal });
}

export function returnQueryOptions(id: number) {
  return queryOptions({
    queryKey: returnKeys.detail(id),
    queryFn: ({ signal }) => getReturn(id, signal),
    staleTime: 0,
  });
}

export function useReturn(id: number) {
  return useQuery(returnQueryOptions(id));
}
