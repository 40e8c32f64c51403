import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { ADMIN_MESSAGES, API_MESSAGES, UPLOAD_MAX_BYTES, uploadResponseSchema } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { answers } from '../../plugins/answer-serialiser';
import { concurrencyLimit } from '../../plugins/concurrency-limit';
import { badRequest, HttpError } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { recordAuditSummary } from '../audit';
import { isPixelLimitError, readImageHeader, storeUploadedImage } from './image-processing';

const FILE_FIELD = 'file';
/**
 * Images decoded and resized at once per server; more uploads wait their turn. Each may be
 * up to UPLOAD_MAX_PIXELS, decoded in libvips' own memory, outside the V8 heap's limit.
 */
const IMAGES_PROCESSED_AT_ONCE = 2;

/**
 * POST /uploads: one image in the multipart field `file`, checked by its bytes and its pixel
 * count (UPLOAD_MAX_PIXELS), processed two at a time, stored as a WebP web size and thumbnail under DATA_DIR/uploads (served at /uploads/ by the images module).
 * Multipart is registered here, inside the admin scope, so no public route accepts uploads.
 */
export async function adminUploadRoutes(admin: App) {
  await admin.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    throwFileSizeLimit: true,
  });
  const uploadsFolder = path.join(admin.config.dataDir, 'uploads');
  const maxPixels = admin.config.uploadMaxPixels;
  const tooManyPixels = () => new HttpError(413, API_MESSAGES.uploadTooManyPixels(maxPixels));
  const processing = concurrencyLimit(IMAGES_PROCESSED_AT_ONCE);

  const schema = { response: answers({ 201: uploadResponseSchema }) };
  // Processing an image holds no transaction (decision 0072): the log's row names the files made.
  admin.post('/uploads', { schema, config: { audit: 'summary' } }, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, ADMIN_MESSAGES.uploadMissing);
    const buffer = await readFileField(request);
    // A few MB of PNG can decode to gigabytes: the header's size is checked before any pixel.
    const header = await readImageHeader(buffer);
    if (!header) throw new HttpError(415, API_MESSAGES.uploadWrongType);
    if (header.pixels > maxPixels) throw tooManyPixels();
    const { fileName, thumbnailName } = await processing(() =>
      storeUploadedImage(buffer, uploadsFolder, maxPixels).catch((error: unknown) => {
        throw isPixelLimitError(error) ? tooManyPixels() : error;
      }),
    );
    recordAuditSummary(request, { file: fileName, thumbnail: thumbnailName, bytes: buffer.length });
    return reply.status(201).send({
      success: true,
      url: `/uploads/${fileName}`,
      thumbnailUrl: `/uploads/${thumbnailName}`,
    });
  });
}

/** Reads the whole multipart body: exactly one file, in the field `file`; text fields are ignored. */
async function readFileField(request: FastifyRequest): Promise<Buffer> {
  let buffer: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FILE_FIELD) throw badRequest(ADMIN_MESSAGES.uploadMissing);
      buffer = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, API_MESSAGES.uploadTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest(ADMIN_MESSAGES.uploadOneFile);
    if (error instanceof HttpError) throw error;
    // Everything else here is busboy refusing the body ("Unexpected end of multipart data",
    // a bad boundary): nothing is stored yet, so it is the client's fault, not a server error.
    throw badRequest(ADMIN_MESSAGES.uploadMissing);
  }
  if (!buffer) throw badRequest(ADMIN_MESSAGES.uploadMissing);
  return buffer;
}
