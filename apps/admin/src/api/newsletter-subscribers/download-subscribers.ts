import { useMutation } from '@tanstack/react-query';
import { datedCsvName, downloadFile } from '../download-file';

/** GET /api/admin/newsletter-subscribers.csv, saved as `newsletter-subscribers-<date>.csv`. */
export function downloadSubscribers() {
  return downloadFile('/api/admin/newsletter-subscribers.csv', datedCsvName('newsletter-subscribers'));
}

export function useDownloadSubscribers() {
  return useMutation({ mutationFn: downloadSubscribers });
}
