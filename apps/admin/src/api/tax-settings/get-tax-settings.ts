import { taxSettingsResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { taxSettingsKeys } from './tax-settings-keys';

/** GET /api/admin/tax-settings: registration, TIN, legal name, rates and delivery (decision 0061). */
export function getTaxSettings(signal?: AbortSignal) {
  return apiRequest('/api/admin/tax-settings', { schema: taxSettingsResponseSchema, signal });
}

export function taxSettingsQueryOptions() {
  return queryOptions({
    queryKey: taxSettingsKeys.all,
    queryFn: ({ signal }) => getTaxSettings(signal),
  });
}

export function useTaxSettings() {
  return useQuery(taxSettingsQueryOptions());
}
