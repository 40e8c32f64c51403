import { type SaleBody, saleResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { productKeys } from '../products/product-keys';

/** PUT /api/admin/sales: a percent off every variant of a product, a category or a brand (decision 0062). */
export function putOnSale(body: SaleBody) {
  return apiRequest('/api/admin/sales', { method: 'PUT', body, schema: saleResponseSchema });
}

/** The sale form shows a refusal beside itself (`silent`); the products' grids and lists reload. */
export function usePutOnSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putOnSale,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
