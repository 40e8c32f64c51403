import { type DeliveryFee, deliveryFeeListSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Parsed } from '../../../lib/api-client';

export function getDeliveryFees(signal?: AbortSignal): Promise<DeliveryFee[]> {
  return apiRequest<Parsed<typeof deliveryFeeListSchema>>(
    '/api/delivery-fees/',
    import.meta.env.DEV ? deliveryFeeListSchema : undefined,
    { signal },
  );
}

export const deliveryFeesQueryOptions = () =>
  queryOptions({ queryKey: ['delivery-fees'], queryFn: ({ signal }) => getDeliveryFees(signal) });

export function useDeliveryFees() {
  return useQuery(deliveryFeesQueryOptions());
}
