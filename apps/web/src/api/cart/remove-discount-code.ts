import { CART_MESSAGES, type CartResponse, cartResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { storeCart } from './cart-cache';
import { cartKeys } from './cart-keys';

/** DELETE /api/cart/discount: the cart's code goes; the answer is the cart without it. */
export function removeDiscountCode(): Promise<CartResponse> {
  return apiRequest<CartResponse>('/api/cart/discount', {
    method: 'DELETE',
    schema: import.meta.env.DEV ? cartResponseSchema : undefined,
  });
}

export function useRemoveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDiscountCode,
    meta: { loginMessage: CART_MESSAGES.loginToViewCart },
    onSuccess: (answer) => {
      storeCart(queryClient, answer);
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
