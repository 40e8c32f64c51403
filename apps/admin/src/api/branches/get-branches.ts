import { branchesResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { branchKeys } from './branch-keys';

/** GET /api/admin/branches: the open branches, in their order (decision 0067). */
export function getBranches(signal?: AbortSignal) {
  return apiRequest('/api/admin/branches', { schema: branchesResponseSchema, signal });
}

export function branchesQueryOptions() {
  return queryOptions({ queryKey: branchKeys.all, queryFn: ({ signal }) => getBranches(signal) });
}

export function useBranches() {
  return useQuery(branchesQueryOptions());
}
