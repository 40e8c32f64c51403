import { type Hero, heroListResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Parsed } from '../../../lib/api-client';

export async function getHeroes(signal?: AbortSignal): Promise<Hero[]> {
  const answer = await apiRequest<Parsed<typeof heroListResponseSchema>>(
    '/api/hero/list',
    import.meta.env.DEV ? heroListResponseSchema : undefined,
    { signal },
  );
  return answer.heroes;
}

export const heroesQueryOptions = () =>
  queryOptions({ queryKey: ['heroes'], queryFn: ({ signal }) => getHeroes(signal) });

export function useHeroes() {
  return useQuery(heroesQueryOptions());
}
