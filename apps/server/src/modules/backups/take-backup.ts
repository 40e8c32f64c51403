import { chmod, copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../private-files';
import { returnPhotosFolder } from '../returns';
import { type BackupManifest, listFiles, writeBackupFile } from './backup-file';
import { snapshotDatabase } from './database-snapshot';

export interface TakenBackup {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/**
 * Copies the return photos into the backup's work folder, skipping a photo deleted since the
 * folder was listed: the hourly sweep deletes the photos of requests never sent (returns'
 * photo-sweeper.ts), and one gone between the listing and its copy must not fail the backup.
 * Such a photo's row, if the snapshot holds it, is unsent and a day old: the sweep deletes it
 * after a restore too. The copies keep the returns module's mode, 0600: shoppers' private photos.
 */
async function copyReturnPhotos(folder: string, copy: string): Promise<void> {
  await mkdir(copy, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  for (const photo of await listFiles(folder)) {
    const target = path.join(copy, ...photo.name.split('/'));
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER_MODE });
    try {
      await copyFile(path.join(folder, photo.name), target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    // copyFile keeps the source's mode: a photo copied in by hand may have a looser one.
    await chmod(target, PRIVATE_FILE_MODE);
  }
}

/**
 * Writes one backup file of the running shop: the database as one consistent snapshot,
 * then the uploaded images and the return photos. Images are never changed once written (an
 * upload gets a new name), and a product names an image only after it was uploaded, so every
 * image the snapshot names is there when they are copied after it. Return photos likewise:
 * each is written under a new name before its return_photos row (returns' photo-store.ts).
 *
 * Which return photos: every file of the folder, as for the uploads, not only those the
 * snapshot's rows name. Listed after the snapshot, the folder holds every photo a row of it
 * names; the few more are photos uploaded while the backup ran, whose rows the backup lacks,
 * so after a restore no route serves them. Reading the rows from the snapshot itself would
 * mean a second reading of PGlite's dump or of pg_dump's archive, for a few orphan files.
 */
export async function takeBackup(
  database: Database,
  { dataDir, file }: { dataDir: string; file: string },
): Promise<TakenBackup> {
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const work = await mkdtemp(path.join(path.dirname(target), '.backup-work-'));
  try {
    const dumpFile = path.join(work, 'database');
    const tables = await snapshotDatabase(database, dumpFile);
    const uploadsFolder = path.join(dataDir, 'uploads');
    const photosCopy = path.join(work, 'return-photos');
    await copyReturnPhotos(returnPhotosFolder(dataDir), photosCopy);
    const manifest: BackupManifest = {
      format: 'kwik-tech-shop-backup',
      version: 1,
      database: database.kind,
      createdAt: new Date().toISOString(),
      tables,
      uploads: await listFiles(uploadsFolder),
      returnPhotos: await listFiles(photosCopy),
    };
    const bytes = await writeBackupFile(target, manifest, dumpFile, {
      uploads: uploadsFolder,
      returnPhotos: photosCopy,
    });
    return { file: target, bytes, manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
