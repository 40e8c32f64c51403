import { adminDeliveryFeeListResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const deliveryFeesQueryKey = ['admin', 'delivery-fees'] as const;

export function getDeliveryFees(signal?: AbortSignal) {
  return apiRequest('/api/admin/delivery-fees', { schema: adminDeliveryFeeListResponseSchema, signal });
}

export function deliveryFeesQueryOptions() {
  return queryOptions({ queryKey: deliveryFeesQueryKey, queryFn: ({ signal }) => getDeliveryFees(signal) });
}

export function useDeliveryFees() {
  return useQuery(deliveryFeesQueryOptions());
}
