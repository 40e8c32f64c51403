import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../private-files';
import type { TableChecksums } from './table-checksums';

/** What a backup file says about itself: its first entry, `manifest.json`. */
export interface BackupManifest {
  format: 'kwik-tech-shop-backup';
  version: 1;
  /** The database it holds: a PGlite data directory, or a pg_dump archive of PostgreSQL. */
  database: 'pglite' | 'postgres';
  createdAt: string;
  /** Every table's rows and digest in the snapshot the backup holds; a restore checks them. */
  tables: TableChecksums;
  /** The uploaded images' names (under uploads/) and sizes. */
  uploads: BackupFileEntry[];
  /**
   * The photos shoppers sent with return and warranty requests (under return-photos/), names
   * and sizes. Absent from a backup made before they were included: it restores without them.
   */
  returnPhotos?: BackupFileEntry[];
}

/** A file the backup holds beside the database: its name under its folder, and its size. */
export interface BackupFileEntry {
  name: string;
  bytes: number;
}

/** The folders of files a backup holds beside the database, as DATA_DIR names them. */
export interface BackupFolders {
  uploads: string;
  returnPhotos: string;
}

export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = { pglite: 'database/pglite-data-dir.tar', postgres: 'database/postgres.dump' };
const UPLOADS_PREFIX = 'uploads/';
const RETURN_PHOTOS_PREFIX = 'return-photos/';

/** The files of a folder, names relative to it, or none when it does not exist. */
export async function listFiles(folder: string): Promise<BackupFileEntry[]> {
  let entries: { name: string; isFile(): boolean; parentPath: string }[];
  try {
    entries = await readdir(folder, { withFileTypes: true, recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = entries.filter((entry) => entry.isFile());
  return Promise.all(
    files.map(async (entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { name: path.relative(folder, full).split(path.sep).join('/'), bytes: (await stat(full)).size };
    }),
  );
}

/**
 * Writes a backup: a gzipped tar of the manifest, the database dump (a file on disk), every
 * uploaded image and every return photo the manifest lists, into `file.partial` and then renamed, so a backup that fails half way
 * never looks like a whole one.
 */
export async function writeBackupFile(
  file: string,
  manifest: BackupManifest,
  databaseDump: string,
  folders: BackupFolders,
): Promise<number> {
  await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const partial = `${file}.partial`;
  // A .partial left by a failed run keeps its old mode when written over: a new file gets ours.
  await rm(partial, { force: true });
  const pack = tar.pack();
  const written = pipeline(
    pack,
    createGzip({ level: 6 }),
    createWriteStream(partial, { mode: PRIVATE_FILE_MODE }),
  );
  const addFile = async (name: string, source: string, size: number) => {
    const entry = pack.entry({ name, size });
    await pipeline(createReadStream(source), entry);
  };
  try {
    pack.entry({ name: MANIFEST_ENTRY }, JSON.stringify(manifest, null, 2));
    await addFile(DATABASE_ENTRY[manifest.database], databaseDump, (await stat(databaseDump)).size);
    for (const upload of manifest.uploads) {
      await addFile(UPLOADS_PREFIX + upload.name, path.join(folders.uploads, upload.name), upload.bytes);
    }
    for (const photo of manifest.returnPhotos ?? []) {
      await addFile(
        RETURN_PHOTOS_PREFIX + photo.name,
        path.join(folders.returnPhotos, photo.name),
        photo.bytes,
      );
    }
    pack.finalize();
    await written;
  } catch (error) {
    pack.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, file);
  return (await stat(file)).size;
}

export class BadBackupFileError extends Error {
  override name = 'BadBackupFileError';
}

/**
 * Unpacks a backup into a folder of its own (the manifest, the database dump, uploads/,
 * return-photos/),
 * refusing a file that is not one of ours or names a path outside the folder.
 */
export async function unpackBackupFile(
  file: string,
  folder: string,
): Promise<{ manifest: BackupManifest; databaseDump: string; folders: BackupFolders }> {
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const extract = tar.extract();
  let manifestText = '';
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  try {
    for await (const entry of extract) {
      const name = path.posix.normalize(entry.header.name);
      if (entry.header.type !== 'file' || name.startsWith('..') || path.posix.isAbsolute(name)) {
        entry.resume();
        continue;
      }
      if (name === MANIFEST_ENTRY) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      const target = path.join(folder, ...name.split('/'));
      await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER_MODE });
      // A restore copies these into DATA_DIR with their mode.
      await pipeline(entry, createWriteStream(target, { mode: PRIVATE_FILE_MODE }));
    }
    await reading;
  } catch (error) {
    await reading.catch(() => {});
    throw new BadBackupFileError(
      `${file} is not a backup this shop can read (${error instanceof Error ? error.message : error}).`,
    );
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(manifestText) as BackupManifest;
  } catch {
    throw new BadBackupFileError(`${file} has no manifest: it is not a backup made by npm run db:backup.`);
  }
  if (manifest.format !== 'kwik-tech-shop-backup' || manifest.version !== 1) {
    throw new BadBackupFileError(`${file} is not a backup made by npm run db:backup.`);
  }
  return {
    manifest,
    databaseDump: path.join(folder, ...DATABASE_ENTRY[manifest.database].split('/')),
    folders: {
      uploads: path.join(folder, ...UPLOADS_PREFIX.split('/')),
      returnPhotos: path.join(folder, ...RETURN_PHOTOS_PREFIX.split('/')),
    },
  };
}
