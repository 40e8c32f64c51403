import { dashboardResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/admin/dashboard: sales by day, orders by status, top sellers, low stock. */
export function getDashboard(signal?: AbortSignal) {
  return apiRequest('/api/admin/dashboard', { schema: dashboardResponseSchema, signal });
}

export function dashboardQueryOptions() {
  // Always fresh: staff open the dashboard to see what just happened.
  return queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 0,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
