import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type pg from 'pg';
import { lockDataDirectory } from '../../db/data-dir-lock';
import { standaloneClient } from '../../db/standalone-client';
import { PRIVATE_FOLDER_MODE, tightenFolder } from '../../private-files';
import { returnPhotosFolder } from '../returns';
import { type BackupFileEntry, listFiles, unpackBackupFile } from './backup-file';
import { runPostgresTool } from './postgres-tools';
import { type TableChecksums, tableChecksums } from './table-checksums';

/** Where a restore goes: DATA_DIR (PGlite's files, the uploads and the return photos) and, for PostgreSQL, the database. */
export interface RestoreTarget {
  dataDir: string;
  /** DATABASE_URL; unset, the database is PGlite's in DATA_DIR. */
  databaseUrl?: string;
}

/** The target holds a shop and --force was not given: nothing was changed. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export interface RestoredBackup {
  createdAt: string;
  tables: number;
  rows: number;
  uploads: number;
  /** The return photos restored: none from a backup made before they were included. */
  returnPhotos: number;
  /** Where --force put what the target held before, or undefined when it was empty. */
  setAside?: string;
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function postgresHasTables(url: string): Promise<boolean> {
  const client = standaloneClient(url, 'shop-restore');
  await client.connect();
  try {
    const { rows } = await client.query(
      `select 1 from information_schema.tables where table_schema in ('public', 'drizzle') limit 1`,
    );
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

async function withPostgres<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = standaloneClient(url, 'shop-restore');
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Moves the folders a restore replaces aside, into DATA_DIR/before-restore-<time>/. */
async function setAside(dataDir: string, names: string[]): Promise<string> {
  const aside = path.join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  await mkdir(aside, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  for (const name of names) {
    await rename(path.join(dataDir, name), path.join(aside, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  return aside;
}

function checkAgainstManifest(expected: TableChecksums, restored: TableChecksums) {
  const names = new Set([...Object.keys(expected), ...Object.keys(restored)]);
  const differing = [...names].filter(
    (name) =>
      expected[name]?.rows !== restored[name]?.rows || expected[name]?.checksum !== restored[name]?.checksum,
  );
  if (differing.length > 0) {
    throw new Error(`The restored database differs from the backup in ${differing.join(', ')}.`);
  }
}

/**
 * Copies a folder of the backup into DATA_DIR and checks that every file the manifest lists
 * is there with its size. The unpacked files are 0600 and cp keeps their mode, so the return
 * photos stay as private as the returns module writes them.
 */
async function restoreFiles(unpacked: string, target: string, listed: BackupFileEntry[], what: string) {
  await mkdir(target, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  if (listed.length > 0) await cp(unpacked, target, { recursive: true });
  const present = await listFiles(target);
  const missing = listed.filter(
    (file) => !present.some((restored) => restored.name === file.name && restored.bytes === file.bytes),
  );
  if (missing.length > 0) throw new Error(`${missing.length} ${what} of the backup did not restore.`);
}

/**
 * Restores a backup file into an empty target: PGlite's data directory or a PostgreSQL
 * database, DATA_DIR/uploads and DATA_DIR/return-photos. A target that holds a shop is refused, changing nothing,
 * unless `force`: then what it held is first moved aside (PGlite's files, the images and the return photos into
 * DATA_DIR/before-restore-<time>/) or dropped (PostgreSQL's tables). Every table is checked
 * against the digests the backup recorded.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  { force = false }: { force?: boolean } = {},
): Promise<RestoredBackup> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'shop-restore-'));
  const release = target.databaseUrl ? () => {} : lockDataDirectory(target.dataDir);
  try {
    const { manifest, databaseDump, folders } = await unpackBackupFile(file, work);
    const wanted = target.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== wanted) {
      throw new RestoreRefusedError(
        manifest.database === 'pglite'
          ? 'This backup holds an embedded (PGlite) shop: restore it with DATABASE_URL unset, into DATA_DIR.'
          : 'This backup holds a PostgreSQL shop: restore it with DATABASE_URL set to an empty database.',
      );
    }
    const pgliteFolder = path.join(target.dataDir, 'pglite');
    const uploadsTarget = path.join(target.dataDir, 'uploads');
    const photosTarget = returnPhotosFolder(target.dataDir);
    const databaseInUse = target.databaseUrl
      ? await postgresHasTables(target.databaseUrl)
      : !(await isEmptyFolder(pgliteFolder));
    const uploadsInUse = !(await isEmptyFolder(uploadsTarget));
    const photosInUse = !(await isEmptyFolder(photosTarget));
    let aside: string | undefined;
    if (databaseInUse || uploadsInUse || photosInUse) {
      if (!force) {
        throw new RestoreRefusedError(
          `The target already holds a shop (${databaseInUse ? (target.databaseUrl ? 'the database has tables' : `${pgliteFolder} is not empty`) : uploadsInUse ? `${uploadsTarget} has images` : `${photosTarget} has return photos`}); nothing was changed. Restore into an empty data directory or database, or add --force to replace it.`,
        );
      }
      const replaced = ['uploads', path.basename(photosTarget)];
      aside = await setAside(target.dataDir, target.databaseUrl ? replaced : ['pglite', ...replaced]);
      if (target.databaseUrl && databaseInUse) {
        await withPostgres(target.databaseUrl, (client) =>
          client.query(
            'begin; drop schema if exists drizzle cascade; drop schema public cascade; create schema public; commit',
          ),
        );
      }
    }

    let restored: TableChecksums;
    if (target.databaseUrl) {
      await runPostgresTool('pg_restore', target.databaseUrl, [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        databaseDump,
      ]);
      restored = await withPostgres(target.databaseUrl, (client) =>
        tableChecksums(async (text) => (await client.query(text)).rows),
      );
    } else {
      const client = new PGlite({
        dataDir: pgliteFolder,
        loadDataDir: new Blob([await readFile(databaseDump)]),
        extensions: { pg_trgm },
      });
      try {
        await client.waitReady;
        // PGlite writes the loaded files 0666 whatever the umask (private-files.ts).
        await tightenFolder(pgliteFolder);
        restored = await tableChecksums(async (text) => (await client.query(text)).rows as never);
      } finally {
        await client.close();
      }
    }
    checkAgainstManifest(manifest.tables, restored);
    await restoreFiles(folders.uploads, uploadsTarget, manifest.uploads, 'images');
    // A backup made before return photos were included has no list: it restores without them.
    const returnPhotos = manifest.returnPhotos ?? [];
    await restoreFiles(folders.returnPhotos, photosTarget, returnPhotos, 'return photos');
    return {
      createdAt: manifest.createdAt,
      tables: Object.keys(restored).length,
      rows: Object.values(restored).reduce((sum, table) => sum + table.rows, 0),
      uploads: manifest.uploads.length,
      returnPhotos: returnPhotos.length,
      setAside: aside,
    };
  } finally {
    release();
    await rm(work, { recursive: true, force: true });
  }
}
