import { ORDER_MESSAGES, type OrderReturns, orderReturnsResponseSchema } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { returnKeys } from './return-keys';

/**
 * GET /api/orders/:id/returns: the return window, the reasons this shop takes, each line's
 * units still returnable and serials still claimable, and the order's requests (decision 0063).
 */
export function getOrderReturns(orderId: string, signal?: AbortSignal): Promise<OrderReturns> {
  return apiRequest<OrderReturns>(`/api/orders/${encodeURIComponent(orderId)}/returns`, {
    schema: import.meta.env.DEV ? orderReturnsResponseSchema : undefined,
    signal,
  });
}

/** Fresh on every visit (a request just sent takes units out); a refusal (404) stays one. */
export function useOrderReturns(orderId: string) {
  return useQuery({
    queryKey: returnKeys.order(orderId),
    queryFn: ({ signal }) => getOrderReturns(orderId, signal),
    retry: false,
    staleTime: 0,
    meta: { loginMessage: ORDER_MESSAGES.notLoggedIn },
  });
}
