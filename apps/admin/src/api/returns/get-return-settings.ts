import { returnSettingsResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { returnKeys } from './return-keys';

/** GET /api/admin/return-settings: the return window in days and whether "changed my mind" is taken. */
export function getReturnSettings(signal?: AbortSignal) {
  return apiRequest('/api/admin/return-settings', { schema: returnSettingsResponseSchema, signal });
}

export function returnSettingsQueryOptions() {
  return queryOptions({
    queryKey: returnKeys.settings,
    queryFn: ({ signal }) => getReturnSettings(signal),
  });
}

export function useReturnSettings() {
  return useQuery(returnSettingsQueryOptions());
}
