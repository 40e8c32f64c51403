import { adminDeliveryFeeResponseSchema, type DeliveryFeeBody } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { deliveryFeeKeys } from './delivery-fee-keys';

/** Create (no id) or replace (id) a city's fee; a taken city answers 409 with a message. */
export function saveDeliveryFee({ id, body }: { id?: number; body: DeliveryFeeBody }) {
  return apiRequest(id === undefined ? '/api/admin/delivery-fees' : `/api/admin/delivery-fees/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body,
    schema: adminDeliveryFeeResponseSchema,
  });
}

export function useSaveDeliveryFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeliveryFee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryFeeKeys.all }),
  });
}
