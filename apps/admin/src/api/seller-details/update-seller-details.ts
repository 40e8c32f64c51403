import { adminSellerDetailsResponseSchema, type SellerDetailsInput } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { taxSettingsKeys } from '../tax-settings/tax-settings-keys';
import { sellerDetailsKeys } from './seller-details-keys';

/** PUT /api/admin/seller-details: every detail at once; only the owner's call is taken. */
export function updateSellerDetails(body: SellerDetailsInput) {
  return apiRequest('/api/admin/seller-details', {
    method: 'PUT',
    body,
    schema: adminSellerDetailsResponseSchema,
  });
}

/** The page shows a refusal above its button itself (`silent`), so no toast says it twice. */
export function useUpdateSellerDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSellerDetails,
    meta: { silent: true },
    onSuccess: (answer) => {
      queryClient.setQueryData(sellerDetailsKeys.all, answer);
      // The tax settings show the same legal name (decision 0070).
      void queryClient.invalidateQueries({ queryKey: taxSettingsKeys.all });
    },
  });
}
