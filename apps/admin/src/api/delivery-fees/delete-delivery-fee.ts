import { adminMessageResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { deliveryFeeKeys } from './delivery-fee-keys';

/** DELETE /api/admin/delivery-fees/:id: the shop stops delivering to that city. */
export function deleteDeliveryFee(id: number) {
  return apiRequest(`/api/admin/delivery-fees/${id}`, {
    method: 'DELETE',
    schema: adminMessageResponseSchema,
  });
}

export function useDeleteDeliveryFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeliveryFee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryFeeKeys.all }),
  });
}
