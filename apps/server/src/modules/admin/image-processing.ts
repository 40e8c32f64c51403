import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export const WEB_IMAGE_MAX_PIXELS = 1200;
export const THUMBNAIL_MAX_PIXELS = 400;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * The format read from the file's own bytes (sharp reads its header), not from the name or
 * the mimetype a browser sends, which anyone can set. Undefined when it is not an image we take.
 */
export async function detectImageFormat(buffer: Buffer): Promise<string | undefined> {
  try {
    const { format } = await sharp(buffer).metadata();
    return format && ACCEPTED_FORMATS.has(format) ? format : undefined;
  } catch {
    return undefined;
  }
}

async function toWebp(buffer: Buffer, maxPixels: number): Promise<Buffer> {
  return (
    sharp(buffer, { failOn: 'error' })
      // Phones store rotation in EXIF; apply it, because WebP output drops the EXIF block.
      .rotate()
      .resize({ width: maxPixels, height: maxPixels, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer()
  );
}

/** Writes a web size and a thumbnail under a new random name and answers their file names. */
export async function storeUploadedImage(
  buffer: Buffer,
  uploadsFolder: string,
): Promise<{ fileName: string; thumbnailName: string }> {
  const [web, thumbnail] = await Promise.all([
    toWebp(buffer, WEB_IMAGE_MAX_PIXELS),
    toWebp(buffer, THUMBNAIL_MAX_PIXELS),
  ]);
  const base = randomBytes(16).toString('hex');
  const fileName = `${base}.webp`;
  const thumbnailName = `${base}-thumb.webp`;
  await mkdir(uploadsFolder, { recursive: true });
  try {
    await writeFile(path.join(uploadsFolder, fileName), web, { flag: 'wx' });
    await writeFile(path.join(uploadsFolder, thumbnailName), thumbnail, { flag: 'wx' });
  } catch (error) {
    // Leave no half upload behind.
    await rm(path.join(uploadsFolder, fileName), { force: true });
    throw error;
  }
  return { fileName, thumbnailName };
}
