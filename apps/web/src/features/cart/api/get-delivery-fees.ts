import { type DeliveryFee, deliveryFeeListSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getDeliveryFees(signal?: AbortSignal): Promise<DeliveryFee[]> {
  return apiRequest('/api/delivery-fees/', deliveryFeeListSchema, { signal });
}

export const deliveryFeesQueryOptions = () =>
  queryOptions({ queryKey: ['delivery-fees'], queryFn: ({ signal }) => getDeliveryFees(signal) });

export function useDeliveryFees() {
  return useQuery(deliveryFeesQueryOptions());
}
