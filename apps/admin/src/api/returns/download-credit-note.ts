import { CREDIT_NOTE_LABELS } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../download-file';

/** GET /api/admin/orders/:orderId/credit-notes/:number.pdf, saved as `CRN-000001.pdf` (decision 0063). */
export function downloadCreditNote({ orderId, number }: { orderId: string; number: string }) {
  return downloadFile(
    `/api/admin/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(number)}.pdf`,
    CREDIT_NOTE_LABELS.fileName(number),
  );
}

export function useDownloadCreditNote() {
  return useMutation({ mutationFn: downloadCreditNote });
}
