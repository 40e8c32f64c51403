import { ORDER_MESSAGES, type Order } from '@shop/shared';
import type { AnswerSchema } from '@shop/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { orderKeys } from './order-keys';

/** DELETE answers only {success:true}; the web app has no zod of its own for one flag. */
const deletedSchema: AnswerSchema<{ success: true }> = {
  parse(value) {
    if (value && typeof value === 'object' && 'success' in value && value.success === true)
      return { success: true };
    throw new Error('Unexpected answer to DELETE /api/orders/:id');
  },
};

/** DELETE /api/orders/:id hides the order from the shopper's list (DESIGN.md 9.7). */
export function deleteOrder(id: string): Promise<{ success: true }> {
  return apiRequest(`/api/orders/${encodeURIComponent(id)}`, { method: 'DELETE', schema: deletedSchema });
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
