import { type Branch, branchesResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';
import { branchKeys } from './branch-keys';

/** GET /api/branches: the shop's open branches, in the owner's order (decision 0067). */
export async function getBranches(signal?: AbortSignal): Promise<Branch[]> {
  const answer = await apiRequest<Answer<typeof branchesResponseSchema>>('/api/branches', {
    schema: import.meta.env.DEV ? branchesResponseSchema : undefined,
    signal,
  });
  return answer.branches;
}

/**
 * Branches change rarely: ten minutes between asks, as the store's details. A failure the
 * server rendered stays when the page hydrates: the section it left out stays out.
 */
export const branchesQueryOptions = () =>
  queryOptions({
    queryKey: branchKeys.all,
    queryFn: ({ signal }) => getBranches(signal),
    staleTime: 10 * 60_000,
    retryOnMount: false,
  });

export function useBranches() {
  return useQuery(branchesQueryOptions());
}
