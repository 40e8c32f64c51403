import { type OrderStatus, staffStatusResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { dashboardKeys } from '../dashboard/dashboard-keys';
import { productKeys } from '../products/product-keys';
import { orderKeys } from './order-keys';

export interface StatusChange {
  id: string;
  status: OrderStatus;
  /** Required by the server when the status is Cancelled. */
  reason?: string;
}

/** PATCH /api/admin/orders/:id/status: one of the moves staff may make (STAFF_STATUS_MOVES). */
export function updateOrderStatus({ id, status, reason }: StatusChange) {
  return apiRequest(`/api/admin/orders/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: reason === undefined ? { status } : { status, reason },
    schema: staffStatusResponseSchema,
  });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => {
      // A move changes the lists, the detail and, on Cancelled, the stock and the dashboard.
      queryClient.invalidateQueries({ queryKey: orderKeys.all });
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
