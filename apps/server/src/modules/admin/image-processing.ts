import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../private-files';

export const WEB_IMAGE_MAX_PIXELS = 1200;
export const THUMBNAIL_MAX_PIXELS = 400;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** What sharp reads from an image's header, before any pixel is decoded. */
export interface ImageHeader {
  format: string;
  pixels: number;
}

/**
 * The format and size read from the file's own bytes (sharp reads its header), not from the
 * name or the mimetype a browser sends, which anyone can set. Undefined when it is not an
 * image we take.
 */
export async function readImageHeader(buffer: Buffer): Promise<ImageHeader | undefined> {
  try {
    // An animated WebP is read as its first frame, here and when it is resized.
    const { format, width, height } = await sharp(buffer).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format) || !width || !height) return undefined;
    return { format, pixels: width * height };
  } catch {
    return undefined;
  }
}

/** sharp's refusal of an image over `limitInputPixels`, raised while decoding. */
export function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/**
 * The web size from the upload, then the thumbnail from the web size: the upload, which may
 * be tens of megapixels, is decoded once. `maxInputPixels` is sharp's guard against a header
 * that understates what the data decodes to.
 */
async function toWebpSizes(
  buffer: Buffer,
  maxInputPixels: number,
): Promise<{ web: Buffer; thumbnail: Buffer }> {
  const web = await sharp(buffer, { failOn: 'error', limitInputPixels: maxInputPixels })
    // Phones store rotation in EXIF; apply it, because WebP output drops the EXIF block.
    .rotate()
    .resize({
      width: WEB_IMAGE_MAX_PIXELS,
      height: WEB_IMAGE_MAX_PIXELS,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 82 })
    .toBuffer();
  const thumbnail = await sharp(web)
    .resize({
      width: THUMBNAIL_MAX_PIXELS,
      height: THUMBNAIL_MAX_PIXELS,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 82 })
    .toBuffer();
  return { web, thumbnail };
}

/** Writes a web size and a thumbnail under a new random name and answers their file names. */
export async function storeUploadedImage(
  buffer: Buffer,
  uploadsFolder: string,
  maxInputPixels: number,
): Promise<{ fileName: string; thumbnailName: string }> {
  const { web, thumbnail } = await toWebpSizes(buffer, maxInputPixels);
  const base = randomBytes(16).toString('hex');
  const fileName = `${base}.webp`;
  const thumbnailName = `${base}-thumb.webp`;
  await mkdir(uploadsFolder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  try {
    await writeFile(path.join(uploadsFolder, fileName), web, { flag: 'wx', mode: PRIVATE_FILE_MODE });
    await writeFile(path.join(uploadsFolder, thumbnailName), thumbnail, {
      flag: 'wx',
      mode: PRIVATE_FILE_MODE,
    });
  } catch (error) {
    // Leave no half upload behind.
    await rm(path.join(uploadsFolder, fileName), { force: true });
    throw error;
  }
  return { fileName, thumbnailName };
}
