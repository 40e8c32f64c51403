import { CART_MESSAGES, type CartResponse, cartResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { storeCart } from './cart-cache';

export interface RemoveFromCartInput {
  productId: string;
  /** The line's variant: the same phone in another colour is another line. */
  variantId: string;
}

/** POST /api/cart/remove: the line goes, the answer is the cart without it. */
export function removeFromCart(input: RemoveFromCartInput): Promise<CartResponse> {
  return apiRequest<CartResponse>('/api/cart/remove', {
    method: 'POST',
    body: input,
    schema: import.meta.env.DEV ? cartResponseSchema : undefined,
  });
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCart,
    meta: { loginMessage: CART_MESSAGES.loginToViewCart },
    onSuccess: (answer) => storeCart(queryClient, answer),
  });
}
