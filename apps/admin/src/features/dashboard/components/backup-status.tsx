import { ADMIN_TEXTS, type DashboardResponse } from '@shop/shared';
import { BACKUP_TEXTS, BACKUP_WARNING_AFTER_HOURS } from '@shop/shared/backup-texts';
import { useDownloadBackup } from '../../../api/dashboard/download-backup';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/dates';

type Backup = NonNullable<DashboardResponse['backup']>;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * What the card warns of, if anything: no automatic backups at all (no BACKUP_DIR), or none
 * finished within the last day. A shop can lose every order to one broken disk otherwise.
 */
export function backupWarning(backup: Backup, now = Date.now()): string | null {
  if (!backup.automatic) return BACKUP_TEXTS.automaticOff;
  const age = backup.lastAt ? now - Date.parse(backup.lastAt) : Number.POSITIVE_INFINITY;
  return age > BACKUP_WARNING_AFTER_HOURS * 3_600_000 ? BACKUP_TEXTS.noRecentBackup : null;
}

interface BackupStatusProps {
  backup: Backup;
  /** Only the owner may download the whole shop (its customers' details and password hashes). */
  isOwner: boolean;
}

/** The backups at a glance: the last good one, a warning when there is none lately, and the owner's download. */
export function BackupStatus({ backup, isOwner }: BackupStatusProps) {
  const texts = ADMIN_TEXTS.dashboard;
  const download = useDownloadBackup();
  const warning = backupWarning(backup);
  return (
    <Card title={texts.backups}>
      {warning ? (
        <p
          role="alert"
          className="mb-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {warning}
        </p>
      ) : null}
      <p className="text-sm text-slate-700">
        {backup.lastAt
          ? texts.lastBackup(formatDateTime(backup.lastAt), megabytes(backup.bytes ?? 0))
          : texts.noBackupYet}
      </p>
      {backup.failedAt && backup.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {texts.backupFailed(formatDateTime(backup.failedAt), backup.error)}
        </p>
      ) : null}
      {isOwner ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
            {download.isPending ? BACKUP_TEXTS.downloading : BACKUP_TEXTS.download}
          </Button>
          <p className="text-xs text-slate-600">{BACKUP_TEXTS.downloadHint}</p>
        </div>
      ) : null}
    </Card>
  );
}
