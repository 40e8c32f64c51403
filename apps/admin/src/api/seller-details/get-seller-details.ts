import { adminSellerDetailsResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { sellerDetailsKeys } from './seller-details-keys';

/** GET /api/admin/seller-details: who sells and which required details are missing (decision 0070). */
export function getSellerDetails(signal?: AbortSignal) {
  return apiRequest('/api/admin/seller-details', { schema: adminSellerDetailsResponseSchema, signal });
}

export function sellerDetailsQueryOptions() {
  return queryOptions({
    queryKey: sellerDetailsKeys.all,
    queryFn: ({ signal }) => getSellerDetails(signal),
    // Asked by the warning above every page: a failure says nothing there (the Seller details
    // page shows its own), so no toast joins the failures of the page under it.
    meta: { silent: true },
  });
}

export function useSellerDetails() {
  return useQuery(sellerDetailsQueryOptions());
}
