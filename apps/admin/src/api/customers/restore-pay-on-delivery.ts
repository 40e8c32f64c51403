import { adminCustomerResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { customerKeys } from './customer-keys';

/** POST /api/admin/customers/:id/pay-on-delivery: gives back pay on delivery lost to refused deliveries. */
export function restorePayOnDelivery(id: string) {
  return apiRequest(`/api/admin/customers/${encodeURIComponent(id)}/pay-on-delivery`, {
    method: 'POST',
    schema: adminCustomerResponseSchema,
  });
}

export function useRestorePayOnDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePayOnDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
