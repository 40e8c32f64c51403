import { messageResponseSchema, myStockAlertsResponseSchema, type StockAlert } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';
import { stockAlertKeys } from './stock-alert-keys';

type MyStockAlertsResponse = Answer<typeof myStockAlertsResponseSchema>;
type MessageResponse = Answer<typeof messageResponseSchema>;

/** GET /api/product/:id/stock-alerts/mine: the variants of the product this account waits for. */
export async function getMyStockAlerts(productId: number, signal?: AbortSignal): Promise<StockAlert[]> {
  const answer = await apiRequest<MyStockAlertsResponse>(`/api/product/${productId}/stock-alerts/mine`, {
    schema: import.meta.env.DEV ? myStockAlertsResponseSchema : undefined,
    signal,
  });
  return answer.alerts;
}

/**
 * Asked only while it matters (a signed-in shopper on a sold-out variant), and quietly: no
 * login message, so an expired session on a product page is left alone (session-expiry.ts).
 */
export function useMyStockAlerts(productId: number, enabled: boolean) {
  return useQuery({
    queryKey: stockAlertKeys.mine(productId),
    queryFn: ({ signal }) => getMyStockAlerts(productId, signal),
    enabled,
    retry: false,
    staleTime: 0,
  });
}

/** DELETE /api/product/:id/stock-alerts/mine?variantId=: "Stop waiting". */
export function stopWaiting(productId: number, variantId: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/product/${productId}/stock-alerts/mine`, {
    method: 'DELETE',
    query: { variantId },
    schema: import.meta.env.DEV ? messageResponseSchema : undefined,
  });
}

export function useStopWaiting(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variantId: string) => stopWaiting(productId, variantId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockAlertKeys.mine(productId) }),
  });
}
