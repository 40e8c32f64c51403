import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { returnPhotos } from '../../db/schema';
import { runPeriodically } from '../../plugins/periodic-task';
import { returnPhotosFolder } from './photo-store';

/** A photo uploaded for a request that was never sent is kept this long, then forgotten. */
export const UNSENT_PHOTO_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the photos no request was sent with a day after their upload (a shopper who chose a
 * photo and left the form): a picture of someone's home or face is not kept without a reason
 * (Act 843). The row goes first, in one statement, so a request sent at this very moment
 * either attached it before (and it stays) or finds it gone (and is told the photo is not
 * theirs); its file follows. Answers how many went.
 */
export async function sweepUnsentPhotos(db: Executor, folder: string, now = new Date()): Promise<number> {
  const removed = await db
    .delete(returnPhotos)
    .where(
      and(
        isNull(returnPhotos.returnId),
        lte(returnPhotos.createdAt, new Date(now.getTime() - UNSENT_PHOTO_KEEP_MS)),
      ),
    )
    .returning({ fileName: returnPhotos.fileName });
  for (const photo of removed) await rm(path.join(folder, path.basename(photo.fileName)), { force: true });
  return removed.length;
}

/** Runs sweepUnsentPhotos with the session sweeper's rhythm (hourly), from ready to close. */
export function startPhotoSweeper(app: FastifyInstance): void {
  runPeriodically(app, {
    intervalS: app.config.sessionSweepIntervalS,
    failureMessage: 'return photo sweep failed',
    task: () => sweepUnsentPhotos(app.database.db, returnPhotosFolder(app.config.dataDir)),
  });
}
