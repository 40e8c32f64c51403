import type { CartResponse } from '@shop/shared';
import type { QueryClient } from '@tanstack/react-query';
import { cartKeys } from './cart-keys';

/** Every cart answer carries the whole cart: stored under the cart key, the header badge updates at once. */
export function storeCart(queryClient: QueryClient, cart: CartResponse): void {
  queryClient.setQueryData(cartKeys.all, cart);
}
