import { type TaxSettingsInput, taxSettingsResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { taxSettingsKeys } from './tax-settings-keys';

/** PUT /api/admin/tax-settings: the whole settings at once; only the owner's call is taken. */
export function updateTaxSettings(body: TaxSettingsInput) {
  return apiRequest('/api/admin/tax-settings', { method: 'PUT', body, schema: taxSettingsResponseSchema });
}

/** The page shows a refusal above its button itself (`silent`), so no toast says it twice. */
export function useUpdateTaxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaxSettings,
    meta: { silent: true },
    onSuccess: (answer) => queryClient.setQueryData(taxSettingsKeys.all, answer),
  });
}
