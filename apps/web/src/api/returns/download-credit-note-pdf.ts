import { CREDIT_NOTE_LABELS, ORDER_MESSAGES } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { type FetchedFile, fetchFile, saveFile } from '../file-download';
import { creditNoteAddress } from './get-credit-note';

/** GET /api/orders/:id/credit-notes/:number.pdf with the shopper's token, as the invoice's PDF. */
export function fetchCreditNotePdf(orderId: string, number: string): Promise<FetchedFile> {
  return fetchFile(
    `${creditNoteAddress(orderId, number)}.pdf`,
    'application/pdf',
    CREDIT_NOTE_LABELS.fileName(number),
  );
}

/** The credit note's PDF, from its page and from the order card; a 401 ends the session. */
export function useDownloadCreditNotePdf() {
  return useMutation({
    mutationFn: async ({ orderId, number }: { orderId: string; number: string }) =>
      saveFile(await fetchCreditNotePdf(orderId, number)),
    meta: { loginMessage: ORDER_MESSAGES.notLoggedIn },
  });
}
