import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../download-file';

/** GET /api/admin/orders/:id/invoice.pdf, saved as `INV-000001.pdf` (decision 0061). */
export function downloadInvoice({ orderId, invoiceNumber }: { orderId: string; invoiceNumber: string }) {
  return downloadFile(`/api/admin/orders/${encodeURIComponent(orderId)}/invoice.pdf`, `${invoiceNumber}.pdf`);
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}
