import { type CartResponse, cartResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Parsed } from '../../../lib/api-client';

export interface SetQuantityInput {
  productId: string;
  quantity: number;
}

/** POST /api/cart/update sets the quantity (not adds), so a retried request is harmless. */
export function setCartQuantity(input: SetQuantityInput): Promise<CartResponse> {
  return apiRequest<Parsed<typeof cartResponseSchema>>(
    '/api/cart/update',
    import.meta.env.DEV ? cartResponseSchema : undefined,
    { method: 'POST', body: input },
  );
}

export function removeFromCart(productId: string): Promise<CartResponse> {
  return apiRequest<Parsed<typeof cartResponseSchema>>(
    '/api/cart/remove',
    import.meta.env.DEV ? cartResponseSchema : undefined,
    { method: 'POST', body: { productId } },
  );
}

/** Every cart answer carries the whole cart: it replaces ['cart'] so the badge updates at once. */
function useStoreCartAnswer() {
  const queryClient = useQueryClient();
  return (answer: CartResponse) => queryClient.setQueryData(['cart'], answer);
}

export function useSetCartQuantity() {
  const store = useStoreCartAnswer();
  return useMutation({ mutationFn: setCartQuantity, onSuccess: store });
}

export function useRemoveFromCart() {
  const store = useStoreCartAnswer();
  return useMutation({ mutationFn: removeFromCart, onSuccess: store });
}
