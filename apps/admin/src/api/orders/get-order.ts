import { adminOrderDetailResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { orderKeys } from './order-keys';

/** GET /api/admin/orders/:id: one order with its customer, items and payment. */
export function getOrder(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/orders/${encodeURIComponent(id)}`, {
    schema: adminOrderDetailResponseSchema,
    signal,
  });
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
  });
}

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
