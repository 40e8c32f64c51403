import { useMutation } from '@tanstack/react-query';
import { datedCsvName, downloadFile } from '../download-file';

/** GET /api/admin/contact-messages.csv, saved as `contact-messages-<date>.csv`. */
export function downloadContactMessages() {
  return downloadFile('/api/admin/contact-messages.csv', datedCsvName('contact-messages'));
}

export function useDownloadContactMessages() {
  return useMutation({ mutationFn: downloadContactMessages });
}
