import { ADMIN_PAGE_SIZE_DEFAULT, adminOrderListResponseSchema } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { type OrderListParams, orderKeys } from './order-keys';

/** GET /api/admin/orders: one page of orders, newest first, by status and search text. */
export function getOrders(params: OrderListParams, signal?: AbortSignal) {
  return apiRequest('/api/admin/orders', {
    query: { ...params, limit: ADMIN_PAGE_SIZE_DEFAULT },
    schema: adminOrderListResponseSchema,
    signal,
  });
}

export function ordersQueryOptions(params: OrderListParams) {
  return queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => getOrders(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useOrders(params: OrderListParams) {
  return useQuery(ordersQueryOptions(params));
}
