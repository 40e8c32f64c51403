import { dashboardResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const dashboardQueryKey = ['admin', 'dashboard'] as const;

export function getDashboard(signal?: AbortSignal) {
  return apiRequest('/api/admin/dashboard', { schema: dashboardResponseSchema, signal });
}

export function dashboardQueryOptions() {
  // Always fresh: staff open the dashboard to see what just happened.
  return queryOptions({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 0,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
