import { adminPaymentSettingsResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { storeInfoKeys } from './store-info-keys';

/** GET /api/admin/store-info/payments: the owner's pay-on-delivery rules, and whether the shop sends SMS. */
export function getPaymentSettings(signal?: AbortSignal) {
  return apiRequest('/api/admin/store-info/payments', { schema: adminPaymentSettingsResponseSchema, signal });
}

export function paymentSettingsQueryOptions() {
  return queryOptions({
    queryKey: storeInfoKeys.payments,
    queryFn: ({ signal }) => getPaymentSettings(signal),
  });
}

export function usePaymentSettings() {
  return useQuery(paymentSettingsQueryOptions());
}
