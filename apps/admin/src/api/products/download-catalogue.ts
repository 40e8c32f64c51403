import { useMutation } from '@tanstack/react-query';
import { datedCsvName, downloadFile } from '../download-file';

/** GET /api/admin/products.csv, saved as `products-<date>.csv`. */
export function downloadCatalogue() {
  return downloadFile('/api/admin/products.csv', datedCsvName('products'));
}

export function useDownloadCatalogue() {
  return useMutation({ mutationFn: downloadCatalogue });
}
