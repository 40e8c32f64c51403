import { returnFiguresResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { returnKeys } from './return-keys';

/** GET /api/admin/returns/figures?days=: returns by reason and product, money refunded per day, faulty units. */
export function getReturnFigures(days: number, signal?: AbortSignal) {
  return apiRequest('/api/admin/returns/figures', {
    query: { days },
    schema: returnFiguresResponseSchema,
    signal,
  });
}

export function returnFiguresQueryOptions(days: number) {
  // Always fresh, like the rest of the dashboard.
  return queryOptions({
    queryKey: returnKeys.figures(days),
    queryFn: ({ signal }) => getReturnFigures(days, signal),
    staleTime: 0,
  });
}

export function useReturnFigures(days: number) {
  return useQuery(returnFiguresQueryOptions(days));
}
