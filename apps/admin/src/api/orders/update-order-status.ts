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
  /** In Truck: the serial of each unit of the lines that record serials, by order line id (decision 0061). */
  serials?: Record<string, string[]>;
}

/** PATCH /api/admin/orders/:id/status: one of the moves staff may make (STAFF_STATUS_MOVES). */
export function updateOrderStatus({ id, status, reason, serials }: StatusChange) {
  return apiRequest(`/api/admin/orders/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: {
      status,
      ...(reason === undefined ? {} : { reason }),
      ...(serials === undefined ? {} : { serials }),
    },
    schema: staffStatusResponseSchema,
  });
}

/** `silent`: the screen shows the refusal itself (the serials form), so no toast says it again. */
export function useUpdateOrderStatus(options: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    meta: { silent: options.silent ?? false },
    onSuccess: () => {
      // A move changes the lists, the detail and, on Cancelled, the stock and the dashboard.
      queryClient.invalidateQueries({ queryKey: orderKeys.all });
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
