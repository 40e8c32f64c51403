import { CART_MESSAGES, type CartResponse, cartResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { storeCart } from './cart-cache';
import { cartKeys } from './cart-keys';

export interface AddToCartInput {
  productId: string;
  /** The variant of a product sold in several (storage, colour); none for one sold one way. */
  variantId?: string;
  quantity: number;
}

/** POST /api/cart/add: the server adds to the quantity and answers with the whole cart. */
export function addToCart(input: AddToCartInput): Promise<CartResponse> {
  return apiRequest<CartResponse>('/api/cart/add', {
    method: 'POST',
    body: input,
    schema: import.meta.env.DEV ? cartResponseSchema : undefined,
  });
}

/** A 401 ends the session with the first version's "You must have an account ..." (the original behaviour). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    meta: { loginMessage: CART_MESSAGES.loginToAdd },
    onSuccess: (answer) => {
      storeCart(queryClient, answer);
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
