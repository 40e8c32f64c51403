import { saleResponseSchema, type saleTargetSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../client';
import { productKeys } from '../products/product-keys';

export type SaleTarget = z.input<typeof saleTargetSchema>;

/** DELETE /api/admin/sales: ends the sales of a product's, a category's or a brand's variants. */
export function endSale(body: SaleTarget) {
  return apiRequest('/api/admin/sales', { method: 'DELETE', body, schema: saleResponseSchema });
}

export function useEndSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSale,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
