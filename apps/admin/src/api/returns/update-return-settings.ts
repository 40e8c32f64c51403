import { type ReturnSettings, returnSettingsResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { returnKeys } from './return-keys';

/** PUT /api/admin/return-settings: both rules at once; only the owner's call is taken. */
export function updateReturnSettings(body: ReturnSettings) {
  return apiRequest('/api/admin/return-settings', {
    method: 'PUT',
    body,
    schema: returnSettingsResponseSchema,
  });
}

/** The page shows a refusal above its button itself (`silent`), so no toast says it twice. */
export function useUpdateReturnSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReturnSettings,
    meta: { silent: true },
    onSuccess: (answer) => queryClient.setQueryData(returnKeys.settings, answer),
  });
}
