import { BACKUP_TEXTS } from '@shop/shared/backup-texts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../download-file';

/** GET /api/admin/backup (owner only): a fresh backup, saved as `shop-backup-<date>.tar.gz`. */
export function downloadBackup() {
  return downloadFile('/api/admin/backup', BACKUP_TEXTS.fileName(new Date().toISOString().slice(0, 10)));
}

export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadBackup });
}
