import { type OrderMessagePreviewBody, orderMessagePreviewResponseSchema } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { orderKeys } from './order-keys';

/**
 * POST /api/admin/orders/:id/message-preview: what the customer would receive if staff made
 * `change` now. Nothing is written, so it is read like a query, keyed by the change.
 */
export function previewOrderMessages(id: string, change: OrderMessagePreviewBody, signal?: AbortSignal) {
  return apiRequest(`/api/admin/orders/${encodeURIComponent(id)}/message-preview`, {
    method: 'POST',
    body: change,
    schema: orderMessagePreviewResponseSchema,
    signal,
  });
}

/** The preview while the dialog is open (`change` set); a fresh one each time it opens. */
export function useOrderMessagePreview(id: string, change: OrderMessagePreviewBody | null) {
  return useQuery({
    queryKey: [...orderKeys.detail(id), 'message-preview', change] as const,
    queryFn: ({ signal }) => previewOrderMessages(id, change!, signal),
    enabled: change !== null,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
}
