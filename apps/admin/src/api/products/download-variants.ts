import { useMutation } from '@tanstack/react-query';
import { datedCsvName, downloadFile } from '../download-file';

/** GET /api/admin/variants.csv (one row per variant), saved as `variants-<date>.csv`. */
export function downloadVariants() {
  return downloadFile('/api/admin/variants.csv', datedCsvName('variants'));
}

export function useDownloadVariants() {
  return useMutation({ mutationFn: downloadVariants });
}
