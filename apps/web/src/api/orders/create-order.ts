import { CHECKOUT_MESSAGES, type CreateOrderBody, createOrderResponseSchema } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';

type CreateOrderResponse = Answer<typeof createOrderResponseSchema>;

/** POST /api/orders/create, after the payment is verified; the server empties the cart with it. */
export function createOrder(body: CreateOrderBody): Promise<CreateOrderResponse> {
  return apiRequest<CreateOrderResponse>('/api/orders/create', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? createOrderResponseSchema : undefined,
  });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder, meta: { loginMessage: CHECKOUT_MESSAGES.loginToOrder } });
}
