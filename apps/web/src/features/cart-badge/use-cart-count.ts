import type { CartResponse } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '../../api/cart/get-cart';
import { useAuthToken } from '../../lib/use-auth-token';

export const totalQuantity = (cart: CartResponse) =>
  cart.cartItems.reduce((sum, item) => sum + item.quantity, 0);

/**
 * The cart's total quantity for the header; 0 when logged out or while it loads. It names no
 * message for a dead session, so a 401 here does not pull the shopper off the page they read.
 */
export function useCartCount(): number {
  const token = useAuthToken();
  const query = useQuery({ ...cartQueryOptions(), enabled: Boolean(token), select: totalQuantity });
  return token ? (query.data ?? 0) : 0;
}
