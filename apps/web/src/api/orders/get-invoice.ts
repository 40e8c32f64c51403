import { type Invoice, invoiceResponseSchema, ORDER_MESSAGES } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';
import { orderKeys } from './order-keys';

type InvoiceResponse = Answer<typeof invoiceResponseSchema>;

/**
 * The invoice's query key: under the shopper's orders, so that a logout or an expired session
 * forgets it with them (api/shopper-data.ts).
 */
export const invoiceQueryKey = (orderId: string) => [...orderKeys.all, 'invoice', orderId] as const;

/** GET /api/orders/:id/invoice: the invoice of one of the shopper's own orders (decision 0061). */
export async function getInvoice(orderId: string, signal?: AbortSignal): Promise<Invoice> {
  const answer = await apiRequest<InvoiceResponse>(`/api/orders/${encodeURIComponent(orderId)}/invoice`, {
    schema: import.meta.env.DEV ? invoiceResponseSchema : undefined,
    signal,
  });
  return answer.invoice;
}

/** An invoice never changes once issued; a refusal (404) stays one, so no retry. */
export const invoiceQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: invoiceQueryKey(orderId),
    queryFn: ({ signal }) => getInvoice(orderId, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A 401 ends the session with the orders' "You are not logged in.", as on /track_order. */
export function useInvoice(orderId: string) {
  return useQuery({ ...invoiceQueryOptions(orderId), meta: { loginMessage: ORDER_MESSAGES.notLoggedIn } });
}
