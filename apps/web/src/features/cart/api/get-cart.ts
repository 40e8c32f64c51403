import { type CartResponse, cartResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Parsed } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/use-auth-token';

/** GET /api/cart under ['cart'], the header badge's key too, so both change together. */
export function getCart(signal?: AbortSignal): Promise<CartResponse> {
  return apiRequest<Parsed<typeof cartResponseSchema>>(
    '/api/cart',
    import.meta.env.DEV ? cartResponseSchema : undefined,
    { signal },
  );
}

export const cartQueryOptions = () =>
  queryOptions({ queryKey: ['cart'], queryFn: ({ signal }) => getCart(signal), retry: false, staleTime: 0 });

export function useCart() {
  const token = useAuthToken();
  return useQuery({ ...cartQueryOptions(), enabled: Boolean(token) });
}
