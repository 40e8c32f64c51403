import { type PickupHandoverBody, pickupCounterResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { collectionKeys } from '../collections/collection-keys';
import { dashboardKeys } from '../dashboard/dashboard-keys';
import { productKeys } from '../products/product-keys';
import { orderKeys } from './order-keys';

/*
 * The counter of a pickup (decision 0069): mark it ready (the code is sent), hand it over
 * against the shopper's code, or issue a new code.
 */

const counterUrl = (id: string, action: string) => `/api/admin/orders/${encodeURIComponent(id)}/${action}`;

export function markReadyForPickup({ id }: { id: string }) {
  return apiRequest(counterUrl(id, 'ready-for-pickup'), {
    method: 'POST',
    schema: pickupCounterResponseSchema,
  });
}

export function handOverPickup({ id, body }: { id: string; body: PickupHandoverBody }) {
  return apiRequest(counterUrl(id, 'pickup'), { method: 'POST', body, schema: pickupCounterResponseSchema });
}

export function issuePickupCode({ id }: { id: string }) {
  return apiRequest(counterUrl(id, 'pickup-code'), { method: 'POST', schema: pickupCounterResponseSchema });
}

/**
 * The order, the money collected, the revenue and the stock move; a wrong code moves the tries
 * left, so the order is read again after a refusal too. The forms show refusals themselves.
 */
function useCounterMutation<Input>(call: (input: Input) => ReturnType<typeof markReadyForPickup>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silent: true },
    onSettled: () => {
      for (const queryKey of [orderKeys.all, collectionKeys.all, dashboardKeys.all, productKeys.all])
        queryClient.invalidateQueries({ queryKey });
    },
  });
}

export const useMarkReadyForPickup = () => useCounterMutation(markReadyForPickup);
export const useHandOverPickup = () => useCounterMutation(handOverPickup);
export const useIssuePickupCode = () => useCounterMutation(issuePickupCode);
