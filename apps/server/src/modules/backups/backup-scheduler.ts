import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../plugins/periodic-task';
import { backupFailed, mailContext, queueMail } from '../messages';
import { listStaffEmails } from '../users';
import { claimDueBackup, failBackup, finishBackup } from './backup-repository';
import { takeBackup } from './take-backup';

/** How often each instance looks whether a backup is due. */
const CHECK_EVERY_S = 5 * 60;
/** The first look after a start: a shop restarted more often than every 5 minutes still backs up. */
const FIRST_CHECK_AFTER_S = 30;
/** An automatic backup's file name (shop-backup-<time>.tar.gz), as npm run doctor looks for it too. */
export const BACKUP_NAME = /^shop-backup-[0-9TZ-]+\.tar\.gz$/;

/** Keeps the newest `keep` backups in the folder (their names sort by time). */
async function pruneBackups(folder: string, keep: number) {
  const names = (await readdir(folder)).filter((name) => BACKUP_NAME.test(name)).sort();
  for (const name of names.slice(0, Math.max(0, names.length - keep))) {
    await rm(path.join(folder, name), { force: true });
  }
}

async function alertStaff(app: FastifyInstance, error: string) {
  const db = app.database.db;
  const recipients = app.config.staffAlertEmail ? [app.config.staffAlertEmail] : await listStaffEmails(db);
  const context = await mailContext(app, db);
  await queueMail(
    db,
    recipients.map((to) => backupFailed(context, error, to)),
  );
}

/**
 * Takes the automatic backup when it is due (BACKUP_EVERY_HOURS since the last good one),
 * into BACKUP_DIR as shop-backup-<time>.tar.gz, keeping the newest BACKUP_KEEP. A failure is
 * recorded, logged and sent to staff through the outbox. Answers what happened.
 */
export async function runDueBackup(
  app: FastifyInstance,
  now = new Date(),
): Promise<'taken' | 'not due' | 'failed'> {
  const settings = app.config.backup;
  if (!settings) return 'not due';
  const name = `shop-backup-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
  const id = await claimDueBackup(app.database.db, name, settings.everyHours);
  if (id === undefined) return 'not due';
  try {
    const taken = await takeBackup(app.database, {
      dataDir: app.config.dataDir,
      file: path.join(settings.dir, name),
    });
    await finishBackup(app.database.db, id, taken.bytes);
    await pruneBackups(settings.dir, settings.keep);
    app.log.info({ file: taken.file, bytes: taken.bytes }, 'automatic backup taken');
    return 'taken';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    app.log.error({ err: error }, 'automatic backup failed');
    await failBackup(app.database.db, id, message);
    await alertStaff(app, message);
    return 'failed';
  }
}

/**
 * Looks every 5 minutes, and 30 seconds after start, whether a backup is due (BACKUP_DIR set);
 * one look at a time, and the close waits for a backup under way.
 */
export function startBackupScheduler(app: FastifyInstance): void {
  if (!app.config.backup) return;
  runPeriodically(app, {
    intervalS: CHECK_EVERY_S,
    firstRunAfterS: FIRST_CHECK_AFTER_S,
    failureMessage: 'checking for a due backup failed',
    task: () => runDueBackup(app),
  });
}
