import { type StockAlert, type StockAlertBody, stockAlertResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';
import { stockAlertKeys } from './stock-alert-keys';

type StockAlertResponse = Answer<typeof stockAlertResponseSchema>;

/**
 * POST /api/product/:id/stock-alerts (201): "Notify me when it's back" for a sold-out variant.
 * With the shopper's token it is the account's, waiting at once; a guest's waits for its link
 * (e-mail) or its code (SMS, WhatsApp).
 */
export async function askStockAlert(productId: number, body: StockAlertBody): Promise<StockAlert> {
  const answer = await apiRequest<StockAlertResponse>(`/api/product/${productId}/stock-alerts`, {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? stockAlertResponseSchema : undefined,
  });
  return answer.alert;
}

/** Once asked, the account's list of waits is asked afresh. */
export function useAskStockAlert(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockAlertBody) => askStockAlert(productId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockAlertKeys.mine(productId) }),
  });
}
