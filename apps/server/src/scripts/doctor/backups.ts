import { existsSync } from 'node:fs';
import { readdir, rm, stat, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from '../../db/client';
import { BACKUP_NAME, latestBackups } from '../../modules/backups';
import type { DoctorCheck, DoctorContext, Finding } from './finding';
import { fix, ok, reasonOf } from './finding';

const GIGABYTE = 1024 ** 3;
/** Free space asked for: this many times what one backup holds, and never under 1 GB. */
const SPACE_FACTOR = 3;
/** A day's grace beyond BACKUP_EVERY_HOURS: one missed backup is a day of orders at risk. */
const LATE_AFTER_MS = 24 * 60 * 60 * 1000;

const size = (bytes: number) =>
  bytes >= GIGABYTE ? `${(bytes / GIGABYTE).toFixed(1)} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;

/** Bytes under a folder (PGlite's files, the uploads, the return photos). */
async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => [])) {
    if (entry.isFile())
      total += (await stat(path.join(entry.parentPath, entry.name)).catch(() => undefined))?.size ?? 0;
  }
  return total;
}

/** What a backup holds: the data directory (PGlite, images, photos) and PostgreSQL's database. */
async function shopBytes({ config, database }: DoctorContext): Promise<number> {
  let total = await folderBytes(config.dataDir);
  if (database?.kind === 'postgres') {
    const result = (await database.db.execute(
      sql`select pg_database_size(current_database())::text as bytes`,
    )) as unknown as { rows: { bytes: string }[] };
    total += Number(result.rows[0]?.bytes ?? 0);
  }
  return total;
}

/** The folder itself, or the nearest one above it that exists (the backup makes the rest). */
function existingFolder(folder: string): string {
  let current = folder;
  while (!existsSync(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
}

/**
 * BACKUP_DIR (decision 0028): set, writable, room for a few backups, and the newest automatic
 * backup (shop-backup-<time>.tar.gz, the scheduler's name) finished within BACKUP_EVERY_HOURS
 * and a day. A failure the backups' record holds after the last good one is shown with its error.
 */
export const checkBackups: DoctorCheck = async (context) => {
  const { config, database } = context;
  if (!config.backup) {
    return [
      fix(
        'BACKUP_DIR unset: no automatic backups, so a broken disk loses every order. Set BACKUP_DIR to a folder on another disk (docs/operations.md, "Backups").',
      ),
    ];
  }
  const { dir, everyHours } = config.backup;
  const findings: Finding[] = [];
  const folder = existingFolder(dir);
  const probe = path.join(folder, `.doctor-write-test-${process.pid}`);
  try {
    await writeFile(probe, '');
    await rm(probe, { force: true });
    findings.push(ok(`BACKUP_DIR ${dir} is writable.`));
  } catch (error) {
    findings.push(
      fix(
        `BACKUP_DIR ${dir} is not writable (${reasonOf(error)}): backups would fail. Give the shop's user that folder.`,
      ),
    );
  }
  const space = await statfs(folder);
  findings.push(backupSpaceFinding(space.bavail * space.bsize, await shopBytes(context)));
  findings.push(await lastBackup(dir, everyHours));
  if (database) {
    const record = await latestBackups(database.db);
    if (record.error) {
      findings.push(fix(`The last automatic backup failed at ${record.failedAt}: ${record.error}`));
    }
  }
  return findings;
};

/** Room for a few backups: SPACE_FACTOR times what the shop holds, and 1 GB at least. */
export function backupSpaceFinding(freeBytes: number, shopSize: number): Finding {
  const needed = Math.max(GIGABYTE, SPACE_FACTOR * shopSize);
  return freeBytes >= needed
    ? ok(`BACKUP_DIR has ${size(freeBytes)} free (at least ${size(needed)} asked).`)
    : fix(
        `BACKUP_DIR has ${size(freeBytes)} free, under the ${size(needed)} asked (${SPACE_FACTOR} times the shop's ${size(shopSize)}, 1 GB at least): backups would fail when it fills. Free space or give BACKUP_DIR another disk.`,
      );
}

async function lastBackup(dir: string, everyHours: number): Promise<Finding> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => BACKUP_NAME.test(name));
  let newest: { name: string; at: Date } | undefined;
  for (const name of names) {
    const at = (await stat(path.join(dir, name))).mtime;
    if (!newest || at > newest.at) newest = { name, at };
  }
  const limitMs = everyHours * 60 * 60 * 1000 + LATE_AFTER_MS;
  const limit = `${Math.round(limitMs / 3_600_000)} hours`;
  if (!newest) {
    return fix(
      `No backup in ${dir} yet: the running shop takes the first 30 s after it starts (restart it with BACKUP_DIR set), or run npm run db:backup -- ${path.join(dir, `shop-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`)}.`,
    );
  }
  const ageMs = Date.now() - newest.at.getTime();
  const age =
    ageMs < 3_600_000
      ? `${Math.max(1, Math.round(ageMs / 60_000))} minutes`
      : `${Math.round(ageMs / 3_600_000)} hours`;
  return ageMs <= limitMs
    ? ok(`Last backup ${newest.name}, ${age} old.`)
    : fix(
        `Last backup ${newest.name} is ${age} old, more than ${limit} (BACKUP_EVERY_HOURS and a day): backups have stopped. Check the shop's log for "automatic backup failed".`,
      );
}
