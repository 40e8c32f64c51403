import { useMutation } from '@tanstack/react-query';
import { datedCsvName, downloadFile } from '../download-file';

/** GET /api/admin/promotions.csv, saved as `promotions-<date>.csv`: one row per promotion with its figures. */
export function downloadPromotions() {
  return downloadFile('/api/admin/promotions.csv', datedCsvName('promotions'));
}

export function useDownloadPromotions() {
  return useMutation({ mutationFn: downloadPromotions });
}
