import { CART_MESSAGES, type CartResponse, cartResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { storeCart } from './cart-cache';

export interface SetCartQuantityInput {
  productId: string;
  /** The line's variant: the same phone in another colour is another line. */
  variantId: string;
  quantity: number;
}

/** POST /api/cart/update sets the quantity (not adds), so a retried request is harmless. */
export function setCartQuantity(input: SetCartQuantityInput): Promise<CartResponse> {
  return apiRequest<CartResponse>('/api/cart/update', {
    method: 'POST',
    body: input,
    schema: import.meta.env.DEV ? cartResponseSchema : undefined,
  });
}

export function useSetCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCartQuantity,
    meta: { loginMessage: CART_MESSAGES.loginToViewCart },
    onSuccess: (answer) => storeCart(queryClient, answer),
  });
}
