import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_MESSAGES, RETURN_MESSAGES } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import type { Executor } from '../../db/client';
import { returnPhotos } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../plugins/errors';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../private-files';
import { isUuid } from './return-rules';

/** A phone's photo of a fault, straight from the camera: larger than the catalogue's 5 MB. */
export const RETURN_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Enough to read a cracked screen or a serial label; no larger kept. */
const STORED_MAX_SIDE = 1600;
/** What phones take (HEIC is read as heif); the format is read from the bytes, not the name. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

const tooManyPixels = (maxPixels: number) => new HttpError(413, API_MESSAGES.uploadTooManyPixels(maxPixels));

/** The private folder of return photos, beside the database and away from the public uploads. */
export const returnPhotosFolder = (dataDir: string) => path.join(dataDir, 'return-photos');

/**
 * The photo re-encoded as WebP at most STORED_MAX_SIDE a side, upright (a phone's EXIF
 * rotation applied), with every metadata block dropped (sharp writes none unless asked): a
 * photo's EXIF can hold where it was taken. 400 for a file that is no photo we read, 413 for
 * one whose header promises more than `maxInputPixels`.
 */
export async function toStoredPhoto(buffer: Buffer, maxInputPixels: number): Promise<Buffer> {
  let header: Metadata;
  try {
    header = await sharp(buffer).metadata();
  } catch {
    throw badRequest(RETURN_MESSAGES.photoUnreadable);
  }
  if (!header.format || !ACCEPTED_FORMATS.has(header.format) || !header.width || !header.height) {
    throw badRequest(RETURN_MESSAGES.photoUnreadable);
  }
  // A few MB of PNG can decode to gigabytes: the header's size is checked before any pixel.
  if (header.width * header.height > maxInputPixels) throw tooManyPixels(maxInputPixels);
  try {
    return await sharp(buffer, { failOn: 'error', limitInputPixels: maxInputPixels })
      .rotate()
      .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    // sharp's guard against a header that understates what the data decodes to.
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels(maxInputPixels);
    // A truncated or corrupt file, or a HEIC this build of libvips cannot decode.
    throw badRequest(RETURN_MESSAGES.photoUnreadable);
  }
}

/** Writes the photo under its new id and records it as its uploader's, attached to nothing yet. */
export async function storeReturnPhoto(
  db: Executor,
  folder: string,
  userId: string,
  webp: Buffer,
): Promise<{ id: string }> {
  const id = randomUUID();
  const fileName = `${id}.webp`;
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  await writeFile(path.join(folder, fileName), webp, { flag: 'wx', mode: PRIVATE_FILE_MODE });
  try {
    await db.insert(returnPhotos).values({ id, userId, fileName });
  } catch (error) {
    // No file without its row.
    await rm(path.join(folder, fileName), { force: true });
    throw error;
  }
  return { id };
}

/** Whose eyes: the uploader alone among shoppers, or any staff member. */
export type PhotoReader = { kind: 'shopper'; userId: string } | { kind: 'staff' };

/** The photo's WebP bytes for its uploader or staff; 404 for anyone else, as for a photo that never was. */
export async function readReturnPhoto(
  db: Executor,
  folder: string,
  photoId: string,
  reader: PhotoReader,
): Promise<Buffer> {
  if (!isUuid(photoId)) throw notFound();
  const [row] = await db
    .select({ fileName: returnPhotos.fileName })
    .from(returnPhotos)
    .where(
      reader.kind === 'shopper'
        ? and(eq(returnPhotos.id, photoId), eq(returnPhotos.userId, reader.userId))
        : eq(returnPhotos.id, photoId),
    )
    .limit(1);
  if (!row) throw notFound();
  try {
    return await readFile(path.join(folder, path.basename(row.fileName)));
  } catch {
    // A data directory restored without its photos.
    throw notFound();
  }
}
