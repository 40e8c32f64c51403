import { type PickupBranchesResponse, pickupBranchesResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthToken } from '../../lib/use-auth-token';
import { apiRequest } from '../client';
import type { SessionMeta } from '../session-expiry';
import { cartKeys } from './cart-keys';

/** GET /api/cart/pickup-branches: the branches offering pickup that hold the whole cart (decision 0069). */
export function getPickupBranches(signal?: AbortSignal): Promise<PickupBranchesResponse> {
  return apiRequest<PickupBranchesResponse>('/api/cart/pickup-branches', {
    schema: import.meta.env.DEV ? pickupBranchesResponseSchema : undefined,
    signal,
  });
}

/** Under the cart's key: whatever changes the cart asks the list again. */
export const pickupBranchesQueryOptions = () =>
  queryOptions({
    queryKey: [...cartKeys.all, 'pickup-branches'] as const,
    queryFn: ({ signal }) => getPickupBranches(signal),
    // Stock moves: /order shows what the branches hold now.
    staleTime: 0,
  });

/** The list while there is a token. */
export function usePickupBranches(meta?: SessionMeta) {
  const token = useAuthToken();
  return useQuery({ ...pickupBranchesQueryOptions(), meta, enabled: Boolean(token) });
}
