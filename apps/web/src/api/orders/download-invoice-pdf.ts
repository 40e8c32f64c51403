import { ORDER_MESSAGES } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { type FetchedFile, fetchFile, saveFile } from '../file-download';

/** GET /api/orders/:id/invoice.pdf with the shopper's token. */
export function fetchInvoicePdf(orderId: string): Promise<FetchedFile> {
  return fetchFile(
    `/api/orders/${encodeURIComponent(orderId)}/invoice.pdf`,
    'application/pdf',
    'invoice.pdf',
  );
}

/** Download PDF on the invoice page; a 401 ends the session like the page's own request. */
export function useDownloadInvoicePdf() {
  return useMutation({
    mutationFn: async (orderId: string) => saveFile(await fetchInvoicePdf(orderId)),
    meta: { loginMessage: ORDER_MESSAGES.notLoggedIn },
  });
}
