import { type PolicyFacts, policyFactsResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { storeInfoKeys } from './store-info-keys';

/** GET /api/policies: the live figures the terms and privacy pages are written from (decision 0070). */
export async function getPolicyFacts(signal?: AbortSignal): Promise<PolicyFacts> {
  const answer = await apiRequest<{ success: true; facts: PolicyFacts }>('/api/policies', {
    schema: import.meta.env.DEV ? policyFactsResponseSchema : undefined,
    signal,
  });
  return answer.facts;
}

export const policyFactsQueryOptions = () =>
  queryOptions({
    queryKey: storeInfoKeys.policies,
    queryFn: ({ signal }) => getPolicyFacts(signal),
    staleTime: 60_000,
  });

export function usePolicyFacts() {
  return useQuery(policyFactsQueryOptions());
}
