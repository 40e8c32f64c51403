import { type Order, orderListResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';
import type { SessionMeta } from '../session-expiry';
import { orderKeys } from './order-keys';

type OrderListResponse = Answer<typeof orderListResponseSchema>;

/** Newest first, whatever order the server answered in. */
export const newestFirst = (orders: readonly Order[]) =>
  [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** GET /api/orders/order: the shopper's own orders, newest first. */
export async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  const answer = await apiRequest<OrderListResponse>('/api/orders/order', {
    schema: import.meta.env.DEV ? orderListResponseSchema : undefined,
    signal,
  });
  return newestFirst(answer.orders);
}

/** Always fresh on show (a payment may just have added one); no retry, a refusal stays one. */
export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.all,
    queryFn: ({ signal }) => getOrders(signal),
    retry: false,
    staleTime: 0,
  });

/** `enabled: false` while there is no shopper to ask for (a summary that outlives a logout). */
export function useOrders(meta?: SessionMeta, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ordersQueryOptions(), meta, enabled });
}
