import { adminReturnResponseSchema, type ReturnMoveBody } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { dashboardKeys } from '../dashboard/dashboard-keys';
import { orderKeys } from '../orders/order-keys';
import { productKeys } from '../products/product-keys';
import { returnKeys } from './return-keys';

/** POST /api/admin/returns/:id/moves: the one call for every move staff make (RETURN_STATES). */
export function moveReturn({ id, body }: { id: number; body: ReturnMoveBody }) {
  return apiRequest(`/api/admin/returns/${id}/moves`, {
    method: 'POST',
    body,
    schema: adminReturnResponseSchema,
  });
}

/** The request's page shows a refusal beside its actions (`silent`), so no toast says it twice. */
export function useMoveReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveReturn,
    meta: { silent: true },
    onSuccess: (answer, { id }) => {
      queryClient.setQueryData(returnKeys.detail(id), answer);
      // A move changes the queues and figures; a refund the order's payment and the revenue;
      // a settled request the stock.
      for (const queryKey of [returnKeys.all, orderKeys.all, dashboardKeys.all, productKeys.all])
        queryClient.invalidateQueries({ queryKey });
    },
  });
}
