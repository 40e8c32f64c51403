import { messageResponseSchema, type Order, orderListResponseSchema } from '@shop/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnswerSchema, apiRequest, type Parsed } from '../../../lib/api-client';

/** Newest first, whatever order the server answered in. */
export const newestFirst = (orders: readonly Order[]) =>
  [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiRequest<Parsed<typeof orderListResponseSchema>>(
    '/api/orders/order',
    import.meta.env.DEV ? orderListResponseSchema : undefined,
    { signal },
  ).then((answer) => newestFirst(answer.orders));
}

export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: ['orders'],
    queryFn: ({ signal }) => getOrders(signal),
    retry: false,
    staleTime: 0,
  });

export function useOrders(enabled: boolean) {
  return useQuery({ ...ordersQueryOptions(), enabled });
}

/** DELETE answers only {success:true}; the web app has no zod of its own for one flag. */
const deletedSchema: AnswerSchema<{ success: true }> = {
  parse(value) {
    if (value && typeof value === 'object' && 'success' in value && value.success === true)
      return { success: true };
    throw new Error('Unexpected answer to DELETE /api/orders/:id');
  },
};

/** Confirm Delivery: the server moves In Transit to Delivered (DESIGN.md 9.3), and so does the list. */
export function useConfirmDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<Parsed<typeof messageResponseSchema>>(
        '/api/orders/confirm-delivery',
        import.meta.env.DEV ? messageResponseSchema : undefined,
        { method: 'PUT', body: { id } },
      ),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Order[]>(['orders'], (orders) =>
        orders?.map((order) => (order._id === id ? { ...order, orderStatus: 'Delivered' } : order)),
      );
    },
  });
}

/** Deleting hides the order from the customer's list (DESIGN.md 9.7). */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/orders/${encodeURIComponent(id)}`, deletedSchema, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Order[]>(['orders'], (orders) => orders?.filter((order) => order._id !== id));
    },
  });
}
