import { CART_MESSAGES, type CartResponse, cartResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { storeCart } from './cart-cache';

/** POST /api/cart/remove: the line goes, the answer is the cart without it. */
export function removeFromCart(productId: string): Promise<CartResponse> {
  return apiRequest<CartResponse>('/api/cart/remove', {
    method: 'POST',
    body: { productId },
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
