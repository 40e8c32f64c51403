import { type CreditNote, creditNoteResponseSchema, ORDER_MESSAGES } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';
import { returnKeys } from './return-keys';

type CreditNoteResponse = Answer<typeof creditNoteResponseSchema>;

export const creditNoteAddress = (orderId: string, number: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(number)}`;

/** GET /api/orders/:id/credit-notes/:number: a credit note of one of the shopper's own orders. */
export async function getCreditNote(
  orderId: string,
  number: string,
  signal?: AbortSignal,
): Promise<CreditNote> {
  const answer = await apiRequest<CreditNoteResponse>(creditNoteAddress(orderId, number), {
    schema: import.meta.env.DEV ? creditNoteResponseSchema : undefined,
    signal,
  });
  return answer.creditNote;
}

/** A credit note never changes once issued; a refusal (404) stays one, so no retry. */
export function useCreditNote(orderId: string, number: string) {
  return useQuery({
    queryKey: returnKeys.creditNote(orderId, number),
    queryFn: ({ signal }) => getCreditNote(orderId, number, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { loginMessage: ORDER_MESSAGES.notLoggedIn },
  });
}
