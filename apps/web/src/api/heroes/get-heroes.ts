import { type Hero, heroListResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';
import { heroKeys } from './hero-keys';

/** GET /api/hero/list: the banners of the home page's carousels and strip. */
export async function getHeroes(signal?: AbortSignal): Promise<Hero[]> {
  const answer = await apiRequest<Answer<typeof heroListResponseSchema>>('/api/hero/list', {
    schema: import.meta.env.DEV ? heroListResponseSchema : undefined,
    signal,
  });
  return answer.heroes;
}

export const heroesQueryOptions = () =>
  queryOptions({ queryKey: heroKeys.all, queryFn: ({ signal }) => getHeroes(signal) });

export function useHeroes() {
  return useQuery(heroesQueryOptions());
}
