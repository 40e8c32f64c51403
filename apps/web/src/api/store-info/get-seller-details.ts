import {
  type PublicSellerDetailsResponse,
  publicSellerDetailsResponseSchema,
  type SellerDetails,
} from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { storeInfoKeys } from './store-info-keys';

/** GET /api/info/seller: who sells, as every page's footer and the checkout show it (decision 0070). */
export async function getSellerDetails(signal?: AbortSignal): Promise<SellerDetails> {
  const answer = await apiRequest<PublicSellerDetailsResponse>('/api/info/seller', {
    schema: import.meta.env.DEV ? publicSellerDetailsResponseSchema : undefined,
    signal,
  });
  return answer.seller;
}

/** Changed rarely, by the owner: ten minutes between asks, like the store info. */
export const sellerDetailsQueryOptions = () =>
  queryOptions({
    queryKey: storeInfoKeys.seller,
    queryFn: ({ signal }) => getSellerDetails(signal),
    staleTime: 10 * 60_000,
  });

export function useSellerDetails() {
  return useQuery(sellerDetailsQueryOptions());
}
