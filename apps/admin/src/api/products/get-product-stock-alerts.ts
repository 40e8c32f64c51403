import { stockAlertCountsResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { productKeys } from './product-keys';

/** GET /api/admin/products/:id/stock-alerts: shoppers waiting for the product, per variant (decision 0066). */
export function getProductStockAlerts(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/admin/products/${id}/stock-alerts`, {
    schema: stockAlertCountsResponseSchema,
    signal,
  });
}

export function productStockAlertsQueryOptions(id: number) {
  return queryOptions({
    queryKey: productKeys.stockAlerts(id),
    queryFn: ({ signal }) => getProductStockAlerts(id, signal),
    staleTime: 0,
    // The panel shows its own failure: the rest of the product's page still works.
    meta: { silent: true },
  });
}

export function useProductStockAlerts(id: number) {
  return useQuery(productStockAlertsQueryOptions(id));
}
