import { type CartResponse, cartResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthToken } from '../../lib/use-auth-token';
import { apiRequest } from '../client';
import type { SessionMeta } from '../session-expiry';
import { cartKeys } from './cart-keys';

/** GET /api/cart: the logged-in shopper's cart, with the bearer token. */
export function getCart(signal?: AbortSignal): Promise<CartResponse> {
  return apiRequest<CartResponse>('/api/cart', {
    schema: import.meta.env.DEV ? cartResponseSchema : undefined,
    signal,
  });
}

/** No retry: a refused cart (401, empty answer) is the same when asked again. */
export const cartQueryOptions = () =>
  queryOptions({ queryKey: cartKeys.all, queryFn: ({ signal }) => getCart(signal), retry: false });

/** What a screen adds to the cart query: its freshness and its message for a dead session. */
export interface CartQueryExtras {
  staleTime?: number;
  meta?: SessionMeta;
}

/** The cart while there is a token; without one there is nothing to ask. */
export function useCart(extras: CartQueryExtras = {}) {
  const token = useAuthToken();
  return useQuery({ ...cartQueryOptions(), ...extras, enabled: Boolean(token) });
}
