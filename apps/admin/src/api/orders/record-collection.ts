import { type CollectionBody, collectionResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { collectionKeys } from '../collections/collection-keys';
import { customerKeys } from '../customers/customer-keys';
import { dashboardKeys } from '../dashboard/dashboard-keys';
import { deliveryRunKeys } from '../delivery-run/delivery-run-keys';
import { productKeys } from '../products/product-keys';
import { orderKeys } from './order-keys';

/**
 * POST /api/admin/orders/:id/collection: what happened at the door of an order to pay on
 * delivery, Collected (cash or MoMo, the exact total) or Refused at the door (with the reason).
 */
export function recordCollection({ id, body }: { id: string; body: CollectionBody }) {
  return apiRequest(`/api/admin/orders/${encodeURIComponent(id)}/collection`, {
    method: 'POST',
    body,
    schema: collectionResponseSchema,
  });
}

/** The form shows a refusal (a wrong amount, a move the table forbids) itself: `silent`. */
export function useRecordCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCollection,
    meta: { silent: true },
    onSuccess: () => {
      // The order, the money collected, the revenue, the stock (a refusal returns it) and the
      // account's refused count all move.
      for (const queryKey of [
        orderKeys.all,
        collectionKeys.all,
        dashboardKeys.all,
        deliveryRunKeys.all,
        productKeys.all,
        customerKeys.all,
      ])
        queryClient.invalidateQueries({ queryKey });
    },
  });
}
