import { CHECKOUT_MESSAGES, type StartCheckoutResponse, startCheckoutResponseSchema } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../client';

/**
 * POST /api/orders/:id/pay-now: an order to pay on delivery paid online instead, until it is
 * In Truck. The server starts a charge on the order's own reference and answers like a start
 * (awaiting-payment, confirming or paid), so the popup and verify run as at checkout.
 */
export function payNowInstead(orderId: string): Promise<StartCheckoutResponse> {
  return apiRequest<StartCheckoutResponse>(`/api/orders/${encodeURIComponent(orderId)}/pay-now`, {
    method: 'POST',
    schema: import.meta.env.DEV ? startCheckoutResponseSchema : undefined,
  });
}

export function usePayNowInstead() {
  return useMutation({ mutationFn: payNowInstead, meta: { loginMessage: CHECKOUT_MESSAGES.loginToOrder } });
}
