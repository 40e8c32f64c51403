import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, type ImageWidth } from '@shop/shared';
import sharp from 'sharp';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../private-files';
import { renderDemoImage } from './demo-images';

const WEBP_QUALITY = 80;

/**
 * The demo drawings and uploads as WebP at the widths pages show them (decision 0033). Each is
 * made once by sharp (an SVG rasterised by librsvg, an upload resized) and kept in
 * `DATA_DIR/image-cache`, so a browser decodes a small WebP off its main thread instead of
 * drawing an SVG on it, and the server draws each picture once however many shoppers ask.
 */
export class SizedImages {
  /** Pictures being made, so that shoppers asking for one at the same time share the work. */
  private readonly making = new Map<string, Promise<Buffer | null>>();

  constructor(
    private readonly cacheFolder: string,
    private readonly uploadsFolder: string,
  ) {}

  /** The WebP of `source` (`images/demo/...svg` or `uploads/<name>.webp`) at `width`; null when there is no such picture. */
  get(source: string, width: ImageWidth): Promise<Buffer | null> {
    const file = this.cacheFile(source, width);
    let made = this.making.get(file);
    if (!made) {
      made = this.readOrMake(source, width, file).finally(() => this.making.delete(file));
      this.making.set(file, made);
    }
    return made;
  }

  private cacheFile(source: string, width: number): string {
    const name = createHash('sha256').update(source).digest('hex').slice(0, 40);
    return path.join(this.cacheFolder, String(width), `${name}.webp`);
  }

  private async readOrMake(source: string, width: ImageWidth, file: string): Promise<Buffer | null> {
    try {
      return await readFile(file);
    } catch {
      // Not made yet.
    }
    const picture = await this.make(source, width);
    if (!picture) return null;
    await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_FOLDER_MODE });
    // Written under a temporary name and renamed, so no reader ever sees half a file.
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, picture, { mode: PRIVATE_FILE_MODE });
    await rename(temporary, file);
    return picture;
  }

  private async make(source: string, width: ImageWidth): Promise<Buffer | null> {
    if (source.startsWith('images/demo/')) {
      const svg = renderDemoImage(source.slice('images/demo/'.length));
      if (!svg) return null;
      const drawing = Buffer.from(svg);
      const { width: drawnWidth = 800 } = await sharp(drawing).metadata();
      // librsvg draws at 72 dpi by default: enough density that the picture is drawn at least
      // as wide as asked, never upscaled from a smaller raster.
      const density = Math.max(1, Math.ceil((72 * width) / drawnWidth));
      return sharp(drawing, { density }).resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer();
    }
    const name = source.slice('uploads/'.length);
    let upload: Buffer;
    try {
      upload = await readFile(path.join(this.uploadsFolder, name));
    } catch {
      return null;
    }
    return sharp(upload)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  }
}

/** The smallest width, for a shopper whose browser asks to save data (`Save-Data: on`). */
export const SAVE_DATA_WIDTH: ImageWidth = IMAGE_WIDTHS[0];
