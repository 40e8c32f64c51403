import { adminPaymentSettingsResponseSchema, type PayOnDeliverySettings } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { storeInfoKeys } from './store-info-keys';

/** PUT /api/admin/store-info/payments: every pay-on-delivery rule at once. */
export function updatePaymentSettings(body: PayOnDeliverySettings) {
  return apiRequest('/api/admin/store-info/payments', {
    method: 'PUT',
    body,
    schema: adminPaymentSettingsResponseSchema,
  });
}

/** The section shows a refusal beside its fields itself (`silent`), so no toast says it twice. */
export function useUpdatePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentSettings,
    meta: { silent: true },
    onSuccess: (answer) => queryClient.setQueryData(storeInfoKeys.payments, answer),
  });
}
