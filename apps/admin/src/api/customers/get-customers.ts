import { ADMIN_PAGE_SIZE_DEFAULT, adminCustomerListResponseSchema } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { type CustomerListParams, customerKeys } from './customer-keys';

/** GET /api/admin/customers: one page of the shop's accounts, searched by name or email. */
export function getCustomers(params: CustomerListParams, signal?: AbortSignal) {
  return apiRequest('/api/admin/customers', {
    query: { ...params, limit: ADMIN_PAGE_SIZE_DEFAULT },
    schema: adminCustomerListResponseSchema,
    signal,
  });
}

export function customersQueryOptions(params: CustomerListParams) {
  return queryOptions({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) => getCustomers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCustomers(params: CustomerListParams) {
  return useQuery(customersQueryOptions(params));
}
