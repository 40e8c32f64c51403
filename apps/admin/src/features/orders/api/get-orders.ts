import { ADMIN_PAGE_SIZE_DEFAULT, adminOrderListResponseSchema } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/search-params';

export interface OrderListParams {
  page: number;
  status: string;
  q: string;
}

export const ordersQueryKey = ['admin', 'orders'] as const;

export function getOrders(params: OrderListParams, signal?: AbortSignal) {
  const query = toQueryString({ ...params, limit: ADMIN_PAGE_SIZE_DEFAULT });
  return apiRequest(`/api/admin/orders${query}`, { schema: adminOrderListResponseSchema, signal });
}

export function ordersQueryOptions(params: OrderListParams) {
  return queryOptions({
    queryKey: [...ordersQueryKey, 'list', params],
    queryFn: ({ signal }) => getOrders(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useOrders(params: OrderListParams) {
  return useQuery(ordersQueryOptions(params));
}
