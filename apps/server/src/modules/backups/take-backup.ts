import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client';
import { PRIVATE_FOLDER_MODE } from '../../private-files';
import { type BackupManifest, listFiles, writeBackupFile } from './backup-file';
import { snapshotDatabase } from './database-snapshot';

export interface TakenBackup {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/**
 * Writes one backup file of the running shop: the database as one consistent snapshot,
 * then the uploaded images. Images are never changed once written (an upload gets a new
 * name), and a product names an image only after it was uploaded, so every image the
 * snapshot names is there when they are copied after it.
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
    const manifest: BackupManifest = {
      format: 'kwik-tech-shop-backup',
      version: 1,
      database: database.kind,
      createdAt: new Date().toISOString(),
      tables,
      uploads: await listFiles(uploadsFolder),
    };
    const bytes = await writeBackupFile(target, manifest, dumpFile, uploadsFolder);
    return { file: target, bytes, manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
