import { type DeliveryFee, deliveryFeeListSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import type { SessionMeta } from '../session-expiry';
import { deliveryFeeKeys } from './delivery-fee-keys';

/** GET /api/delivery-fees/: a bare array of {city, fee} (docs/product/api.md#catalogue-and-shop-content). */
export function getDeliveryFees(signal?: AbortSignal): Promise<DeliveryFee[]> {
  return apiRequest<DeliveryFee[]>('/api/delivery-fees/', {
    schema: import.meta.env.DEV ? deliveryFeeListSchema : undefined,
    signal,
  });
}

export const deliveryFeesQueryOptions = () =>
  queryOptions({ queryKey: deliveryFeeKeys.all, queryFn: ({ signal }) => getDeliveryFees(signal) });

/** `meta` names the screen's message should a 401 end the session (the token goes along). */
export function useDeliveryFees(meta?: SessionMeta) {
  return useQuery({ ...deliveryFeesQueryOptions(), meta });
}
