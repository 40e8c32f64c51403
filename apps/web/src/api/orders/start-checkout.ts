import {
  CHECKOUT_MESSAGES,
  type StartCheckoutBody,
  type StartCheckoutResponse,
  startCheckoutResponseSchema,
} from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../client';

/**
 * POST /api/orders/start: "Pay" writes a pending order from the shopper's server cart, holds
 * its stock and starts the payment with the server's amount and reference (docs/product/selling-rules.md#checkout). A
 * 409 names what is missing (a product out of stock, a changed figure) before any charge.
 */
export function startCheckout(body: StartCheckoutBody): Promise<StartCheckoutResponse> {
  return apiRequest<StartCheckoutResponse>('/api/orders/start', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? startCheckoutResponseSchema : undefined,
  });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout, meta: { loginMessage: CHECKOUT_MESSAGES.loginToOrder } });
}
