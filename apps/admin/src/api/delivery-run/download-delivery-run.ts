import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../download-file';

/** GET /api/admin/delivery-run.csv?date: the day's run as a CSV file, saved as delivery-run-<date>.csv. */
export function downloadDeliveryRun(date: string): Promise<void> {
  const query = date ? `?date=${encodeURIComponent(date)}` : '';
  return downloadFile(`/api/admin/delivery-run.csv${query}`, `delivery-run-${date || 'today'}.csv`);
}

export function useDownloadDeliveryRun() {
  return useMutation({ mutationFn: downloadDeliveryRun });
}
