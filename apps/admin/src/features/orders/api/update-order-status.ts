import type { OrderStatus } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersQueryKey } from './get-orders';

export interface StatusChange {
  id: string;
  status: OrderStatus;
  /** Required by the server when the status is Cancelled. */
  reason?: string;
}

export function updateOrderStatus({ id, status, reason }: StatusChange) {
  return apiRequest(`/api/admin/orders/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: reason === undefined ? { status } : { status, reason },
  }) as Promise<{ success: true; message?: string }>;
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => {
      // A move changes the lists, the detail and, on Cancelled, the stock and the dashboard.
      queryClient.invalidateQueries({ queryKey: ordersQueryKey });
      queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
    },
  });
}
