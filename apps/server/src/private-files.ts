import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/*
 * DATA_DIR (PGlite's files, the uploads, the image cache) and every backup hold each
 * customer's password hash, e-mail, phone and address: only the shop's own user may read
 * them (decision 0045). What the shop creates itself it creates with these modes; what others
 * create for it (a library's file, pg_dump's) gets its mode from the umask, which every entry
 * point sets first. PGlite alone sets modes of its own whatever the umask (0666 for the files
 * of a new database, 0644 for pg_internal.init at every open): the database's folder is
 * tightened after it opens (db/client.ts).
 */

/** A folder of the shop's data: its user alone may list, enter or change it. */
export const PRIVATE_FOLDER_MODE = 0o700;
/** A file of the shop's data: its user alone may read or write it. */
export const PRIVATE_FILE_MODE = 0o600;
/** The permission bits of the group and of everyone else. */
const OTHERS_BITS = 0o077;

/**
 * Every file and folder this process creates from now on is its user's alone, whatever
 * umask the shell had (Ubuntu's 0002 makes files the group may write; the usual 0022 files
 * anyone may read). Call it first in an entry point, before anything opens the data.
 */
export function keepNewFilesPrivate(): void {
  process.umask(OTHERS_BITS);
}

export interface Tightening {
  /** Files and folders whose group or other bits were taken off. */
  tightened: number;
  /** Paths whose mode could not be changed (another user's file, say). */
  refused: string[];
}

/** Takes the group's and others' bits off `entry` and, for a folder, everything under it. */
async function tighten(entry: string, result: Tightening): Promise<void> {
  let stats: Awaited<ReturnType<typeof lstat>>;
  try {
    stats = await lstat(entry);
  } catch {
    return; // gone since its folder was read
  }
  // A link's own mode means nothing, and what it points to is not the shop's to change.
  if (stats.isSymbolicLink()) return;
  if ((stats.mode & OTHERS_BITS) !== 0) {
    try {
      await chmod(entry, stats.mode & 0o7777 & ~OTHERS_BITS);
      result.tightened += 1;
    } catch {
      result.refused.push(entry);
    }
  }
  if (!stats.isDirectory()) return;
  let names: string[];
  try {
    names = await readdir(entry);
  } catch {
    result.refused.push(entry);
    return;
  }
  for (const name of names) await tighten(path.join(entry, name), result);
}

/** Takes the group's and others' bits off `folder` and everything under it that has them. */
export async function tightenFolder(folder: string): Promise<Tightening> {
  const result: Tightening = { tightened: 0, refused: [] };
  await tighten(folder, result);
  return result;
}

/**
 * A data directory made before the shop set its umask, or copied in by hand, may be readable
 * by others: at start-up every file and folder in DATA_DIR and BACKUP_DIR that others can
 * reach is made the shop's user's alone. Answers the warnings to log, none when nothing had to change.
 */
export async function tightenShopFolders(config: {
  dataDir: string;
  backup?: { dir: string };
}): Promise<string[]> {
  const folders = [config.dataDir, ...(config.backup ? [config.backup.dir] : [])];
  const result: Tightening = { tightened: 0, refused: [] };
  for (const folder of folders) await tighten(folder, result);
  const warnings: string[] = [];
  if (result.tightened > 0) {
    warnings.push(
      `${result.tightened} files and folders in ${folders.join(' and ')} could be read by other users of this machine; ` +
        'they are now readable by the shop alone (folders 0700, files 0600).',
    );
  }
  if (result.refused.length > 0) {
    warnings.push(
      `${result.refused.length} files or folders in ${folders.join(' and ')} may still be readable by other users: ` +
        `their mode could not be changed (the first: ${result.refused[0]}).`,
    );
  }
  return warnings;
}
