import { CART_MESSAGES, type CartDiscountBody, type CartResponse, cartResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { storeCart } from './cart-cache';
import { cartKeys } from './cart-keys';

/**
 * POST /api/cart/discount: the cart takes the code (decision 0062) and answers with its
 * discount and totals; a code it refuses is a 4xx with the reason (429 after many wrong ones).
 */
export function applyDiscountCode(body: CartDiscountBody): Promise<CartResponse> {
  return apiRequest<CartResponse>('/api/cart/discount', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? cartResponseSchema : undefined,
  });
}

export function useApplyDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyDiscountCode,
    meta: { loginMessage: CART_MESSAGES.loginToViewCart },
    onSuccess: (answer) => {
      storeCart(queryClient, answer);
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
