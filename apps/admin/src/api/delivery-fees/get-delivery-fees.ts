import { adminDeliveryFeeListResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { deliveryFeeKeys } from './delivery-fee-keys';

/** GET /api/admin/delivery-fees: every city the shop delivers to, with its fee. */
export function getDeliveryFees(signal?: AbortSignal) {
  return apiRequest('/api/admin/delivery-fees', { schema: adminDeliveryFeeListResponseSchema, signal });
}

export function deliveryFeesQueryOptions() {
  return queryOptions({ queryKey: deliveryFeeKeys.all, queryFn: ({ signal }) => getDeliveryFees(signal) });
}

export function useDeliveryFees() {
  return useQuery(deliveryFeesQueryOptions());
}
