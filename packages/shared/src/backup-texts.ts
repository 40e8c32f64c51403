/**
 * The words of the dashboard's backups card and of the owner's backup download. The setup
 * steps name docs/operations.md, where BACKUP_DIR and the restore are explained.
 */
export const BACKUP_TEXTS = {
  /** Shown when BACKUP_DIR is not set: the shop takes no automatic backup at all. */
  automaticOff:
    'No automatic backups are being taken, so a broken disk would lose every order. Set BACKUP_DIR to a folder on another disk and restart the shop (see docs/operations.md, Backups).',
  /** Shown when BACKUP_DIR is set but no backup finished within the last day. */
  noRecentBackup:
    'No backup has finished in the last day. Check that BACKUP_DIR can be written and look at the server log (see docs/operations.md, Backups).',
  download: 'Download a backup now',
  downloading: 'Taking the backup...',
  downloadHint:
    'A fresh backup of the whole shop (database and pictures) as one file. Keep it somewhere safe: it holds every customer’s details.',
  /** The refusal other staff get from the download. */
  ownerOnly: 'Only the shop’s owner can download a backup of the whole shop.',
  /** The saved file's name: shop-backup-2026-11-28.tar.gz. */
  fileName: (day: string) => `shop-backup-${day}.tar.gz`,
} as const;

/** A backup older than this, or none at all, gets the dashboard's warning. */
export const BACKUP_WARNING_AFTER_HOURS = 24;
