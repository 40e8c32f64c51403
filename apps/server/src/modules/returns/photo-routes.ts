import fastifyMultipart from '@fastify/multipart';
import { RETURN_MESSAGES, returnPhotoResponseSchema } from '@shop/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answers, binaryAnswers } from '../../plugins/answer-serialiser';
import { currentUser, guardRoutes, requireAdmin, requireUser } from '../../plugins/auth';
import { concurrencyLimit } from '../../plugins/concurrency-limit';
import { badRequest, HttpError } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { limitPerAccount, RETURN_PHOTOS_PER_HOUR } from './account-limits';
import {
  type PhotoReader,
  RETURN_PHOTO_MAX_BYTES,
  readReturnPhoto,
  returnPhotosFolder,
  storeReturnPhoto,
  toStoredPhoto,
} from './photo-store';
import { photoUrl } from './return-answers';

const PHOTO_FIELD = 'photo';
/** Photos decoded at once per server; more wait their turn (each decodes outside the V8 heap). */
const PHOTOS_PROCESSED_AT_ONCE = 2;

const photoParams = z.object({ photoId: z.string().max(64) });
const photoSchema = { params: photoParams, response: binaryAnswers('image/webp') };

/** A photo of a shopper's unit is theirs: no browser or proxy may keep it, refusals included. */
async function keepPrivate(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('Cache-Control', 'private, no-store');
  return payload;
}

function photoRoute(app: App, readerOf: (request: FastifyRequest) => PhotoReader) {
  const folder = returnPhotosFolder(app.config.dataDir);
  app.get('/returns/photos/:photoId', { schema: photoSchema }, async (request, reply) => {
    const photo = await readReturnPhoto(app.database.db, folder, request.params.photoId, readerOf(request));
    return reply.header('Content-Type', 'image/webp').send(photo);
  });
}

/**
 * POST /api/returns/photos: one photo in the multipart field `photo`, re-encoded and kept in
 * the private data directory, its uploader's until a request attaches it; GET
 * /api/returns/photos/:photoId for its uploader and /api/admin/returns/photos/:photoId for
 * staff (decision 0063). Multipart is registered inside the shopper's scope alone.
 */
export async function returnPhotoRoutes(app: App): Promise<void> {
  await app.register(
    async (shopper: App) => {
      guardRoutes(shopper, requireUser);
      shopper.addHook('onSend', keepPrivate);
      await shopper.register(fastifyMultipart, {
        limits: { fileSize: RETURN_PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
        throwFileSizeLimit: true,
      });
      const folder = returnPhotosFolder(shopper.config.dataDir);
      const processing = concurrencyLimit(PHOTOS_PROCESSED_AT_ONCE);
      shopper.post(
        '/returns/photos',
        {
          onRequest: limitPerAccount('return-photo', RETURN_PHOTOS_PER_HOUR),
          schema: { response: answers({ 201: returnPhotoResponseSchema }) },
        },
        async (request, reply) => {
          const upload = await readPhotoField(request);
          const webp = await processing(() => toStoredPhoto(upload, shopper.config.uploadMaxPixels));
          const { id } = await storeReturnPhoto(shopper.database.db, folder, currentUser(request).id, webp);
          return reply.status(201).send({ success: true, photo: { id, url: photoUrl('shopper', id) } });
        },
      );
      photoRoute(shopper, (request) => ({ kind: 'shopper', userId: currentUser(request).id }));
    },
    { prefix: '/api' },
  );
  await app.register(
    async (staff: App) => {
      guardRoutes(staff, requireAdmin);
      staff.addHook('onSend', keepPrivate);
      photoRoute(staff, () => ({ kind: 'staff' }));
    },
    { prefix: '/api/admin' },
  );
}

/** Reads the whole multipart body: exactly one file, in the field `photo`; text fields are ignored. */
async function readPhotoField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(RETURN_MESSAGES.photoMissing);
  let buffer: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== PHOTO_FIELD) throw badRequest(RETURN_MESSAGES.photoMissing);
      buffer = await part.toBuffer();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, RETURN_MESSAGES.photoTooLarge);
    }
    if (error instanceof HttpError) throw error;
    // Busboy refusing the body (a second file, a bad boundary, a cut-off upload): nothing is stored yet.
    throw badRequest(RETURN_MESSAGES.photoMissing);
  }
  if (!buffer || buffer.length === 0) throw badRequest(RETURN_MESSAGES.photoMissing);
  return buffer;
}
