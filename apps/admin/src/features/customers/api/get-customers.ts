import { ADMIN_PAGE_SIZE_DEFAULT, adminCustomerListResponseSchema } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/search-params';

export interface CustomerListParams {
  page: number;
  q: string;
}

export const customersQueryKey = ['admin', 'customers'] as const;

export function getCustomers(params: CustomerListParams, signal?: AbortSignal) {
  const query = toQueryString({ ...params, limit: ADMIN_PAGE_SIZE_DEFAULT });
  return apiRequest(`/api/admin/customers${query}`, { schema: adminCustomerListResponseSchema, signal });
}

export function customersQueryOptions(params: CustomerListParams) {
  return queryOptions({
    queryKey: [...customersQueryKey, 'list', params],
    queryFn: ({ signal }) => getCustomers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCustomers(params: CustomerListParams) {
  return useQuery(customersQueryOptions(params));
}
