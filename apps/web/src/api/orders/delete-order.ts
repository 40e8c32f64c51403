import { hideOrderResponseSchema, ORDER_MESSAGES, type Order } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';
import { orderKeys } from './order-keys';

type HideOrderResponse = Answer<typeof hideOrderResponseSchema>;

/** DELETE /api/orders/:id hides the order from the shopper's list (docs/product.md#departures, departure 7). */
export function deleteOrder(id: string): Promise<HideOrderResponse> {
  return apiRequest<HideOrderResponse>(`/api/orders/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: import.meta.env.DEV ? hideOrderResponseSchema : undefined,
  });
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    meta: { loginMessage: ORDER_MESSAGES.notLoggedIn },
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Order[]>(orderKeys.all, (orders) =>
        orders?.filter((order) => order._id !== id),
      );
    },
  });
}
