import { deliveryRunResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { deliveryRunKeys } from './delivery-run-keys';

/** GET /api/admin/delivery-run?date: every order that went out that day, with what the rider collects. */
export function getDeliveryRun(date: string, signal?: AbortSignal) {
  return apiRequest('/api/admin/delivery-run', {
    query: date ? { date } : {},
    schema: deliveryRunResponseSchema,
    signal,
  });
}

export function deliveryRunQueryOptions(date: string) {
  return queryOptions({
    queryKey: deliveryRunKeys.day(date),
    queryFn: ({ signal }) => getDeliveryRun(date, signal),
    staleTime: 0,
  });
}

export function useDeliveryRun(date: string) {
  return useQuery(deliveryRunQueryOptions(date));
}
