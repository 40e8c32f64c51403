import { adminMessageResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { deliveryFeesQueryKey } from './get-delivery-fees';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryFeesQueryKey }),
  });
}
