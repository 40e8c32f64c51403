import { ADMIN_TEXTS, type DashboardResponse } from '@shop/shared';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/dates';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The automatic backups at a glance: the last good one, and a failure since then in red. */
export function BackupStatus({ backup }: { backup: NonNullable<DashboardResponse['backup']> }) {
  const texts = ADMIN_TEXTS.dashboard;
  return (
    <Card title={texts.backups}>
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
    </Card>
  );
}
