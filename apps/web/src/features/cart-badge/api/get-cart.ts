import { type CartResponse, cartResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Parsed } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/use-auth-token';

/** GET /api/cart under the query key ['cart'], which every cart change invalidates. */
export function getCart(signal?: AbortSignal): Promise<CartResponse> {
  return apiRequest<Parsed<typeof cartResponseSchema>>(
    '/api/cart',
    import.meta.env.DEV ? cartResponseSchema : undefined,
    { signal },
  );
}

export const cartQueryOptions = () =>
  queryOptions({ queryKey: ['cart'], queryFn: ({ signal }) => getCart(signal) });

export const totalQuantity = (cart: CartResponse) =>
  cart.cartItems.reduce((sum, item) => sum + item.quantity, 0);

/** The cart's total quantity for the header; 0 when logged out or while it loads. */
export function useCartCount(): number {
  const token = useAuthToken();
  const query = useQuery({
    ...cartQueryOptions(),
    enabled: Boolean(token),
    select: totalQuantity,
    retry: false,
  });
  return token ? (query.data ?? 0) : 0;
}
