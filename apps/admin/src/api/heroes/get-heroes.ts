import { adminHeroListResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { heroKeys } from './hero-keys';

/** GET /api/admin/heroes: the home page's banners, with their order. */
export function getHeroes(signal?: AbortSignal) {
  return apiRequest('/api/admin/heroes', { schema: adminHeroListResponseSchema, signal });
}

export function heroesQueryOptions() {
  return queryOptions({ queryKey: heroKeys.all, queryFn: ({ signal }) => getHeroes(signal) });
}

export function useHeroes() {
  return useQuery(heroesQueryOptions());
}
