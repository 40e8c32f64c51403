/*
 * Backups of the whole shop (decision 0028): the database as one consistent snapshot and the
 * uploaded images, in one file; restored into an empty target and checked table by table.
 * Owns the backups table (the automatic backups' record).
 */
export { type BackupManifest, BadBackupFileError } from './backup-file';
export { latestBackups } from './backup-repository';
export { answerBackupRequests, askServerForBackup, type BackupAnswer } from './backup-requests';
export { BACKUP_NAME, runDueBackup, startBackupScheduler } from './backup-scheduler';
export { PostgresToolMissingError } from './postgres-tools';
export {
  type RestoredBackup,
  RestoreRefusedError,
  type RestoreTarget,
  restoreBackup,
} from './restore-backup';
export { type TableChecksums, tableChecksums } from './table-checksums';
export { type TakenBackup, takeBackup } from './take-backup';
