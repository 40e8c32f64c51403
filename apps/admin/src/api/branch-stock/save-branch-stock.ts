import { type BranchStockBody, branchStockResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { productKeys } from '../products/product-keys';
import { branchStockKeys } from './branch-stock-keys';

/** PUT /api/admin/products/:id/branch-stock: the changed cells, in one transaction. */
export function saveBranchStock({
  productId,
  stock,
}: {
  productId: number;
  stock: BranchStockBody['stock'];
}) {
  return apiRequest(`/api/admin/products/${productId}/branch-stock`, {
    method: 'PUT',
    body: { stock },
    schema: branchStockResponseSchema,
  });
}

/** The grid shows a refusal beside itself (`silent`); the totals elsewhere on the page are read again. */
export function useSaveBranchStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBranchStock,
    meta: { silent: true },
    onSuccess: (answer) => {
      queryClient.setQueryData(branchStockKeys.product(answer.id), answer);
      return queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
