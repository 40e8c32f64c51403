import { type StockTransferBody, stockTransferResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { branchStockKeys } from './branch-stock-keys';

/** POST /api/admin/stock-transfers: units of one variant from one branch to another. */
export function moveStock(body: StockTransferBody) {
  return apiRequest('/api/admin/stock-transfers', {
    method: 'POST',
    body,
    schema: stockTransferResponseSchema,
  });
}

/** The dialog shows a refusal (409: the branch holds fewer) beside itself (`silent`). */
export function useMoveStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveStock,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchStockKeys.all }),
  });
}
