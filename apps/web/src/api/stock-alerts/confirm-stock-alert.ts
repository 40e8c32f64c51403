import { type StockAlert, stockAlertResponseSchema } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';

type StockAlertResponse = Answer<typeof stockAlertResponseSchema>;

/**
 * POST /api/stock-alerts/confirm {token}: a guest's e-mail link, sent by the page's own POST so
 * that a mail scanner fetching the link confirms nothing. 404 when spent or not valid.
 */
export async function confirmStockAlertLink(token: string): Promise<StockAlert> {
  const answer = await apiRequest<StockAlertResponse>('/api/stock-alerts/confirm', {
    method: 'POST',
    body: { token },
    schema: import.meta.env.DEV ? stockAlertResponseSchema : undefined,
  });
  return answer.alert;
}

export function useConfirmStockAlertLink() {
  return useMutation({ mutationFn: confirmStockAlertLink });
}

/** POST /api/stock-alerts/:id/confirm {code}: the 6 digits texted to a guest; 400 wrong, 429 locked. */
export async function confirmStockAlertCode(alertId: number, code: string): Promise<StockAlert> {
  const answer = await apiRequest<StockAlertResponse>(`/api/stock-alerts/${alertId}/confirm`, {
    method: 'POST',
    body: { code },
    schema: import.meta.env.DEV ? stockAlertResponseSchema : undefined,
  });
  return answer.alert;
}

export function useConfirmStockAlertCode(alertId: number) {
  return useMutation({ mutationFn: (code: string) => confirmStockAlertCode(alertId, code) });
}
