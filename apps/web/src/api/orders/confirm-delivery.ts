import { messageResponseSchema, ORDER_MESSAGES, type Order } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';
import { orderKeys } from './order-keys';

/** PUT /api/orders/confirm-delivery: the server moves In Transit to Delivered (docs/product.md#departures, departure 3). */
export function confirmDelivery(id: string): Promise<Answer<typeof messageResponseSchema>> {
  return apiRequest<Answer<typeof messageResponseSchema>>('/api/orders/confirm-delivery', {
    method: 'PUT',
    body: { id },
    schema: import.meta.env.DEV ? messageResponseSchema : undefined,
  });
}

/** The list shows Delivered at once, as the server now does. */
export function useConfirmDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmDelivery,
    meta: { loginMessage: ORDER_MESSAGES.notLoggedIn },
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Order[]>(orderKeys.all, (orders) =>
        orders?.map((order) => (order._id === id ? { ...order, orderStatus: 'Delivered' } : order)),
      );
    },
  });
}
