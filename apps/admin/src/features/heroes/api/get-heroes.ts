import { adminHeroListResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const heroesQueryKey = ['admin', 'heroes'] as const;

export function getHeroes(signal?: AbortSignal) {
  return apiRequest('/api/admin/heroes', { schema: adminHeroListResponseSchema, signal });
}

export function heroesQueryOptions() {
  return queryOptions({ queryKey: heroesQueryKey, queryFn: ({ signal }) => getHeroes(signal) });
}

export function useHeroes() {
  return useQuery(heroesQueryOptions());
}
