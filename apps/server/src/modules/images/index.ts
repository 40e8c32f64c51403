import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES, parseSizedImagePath, SIZED_IMAGE_PREFIX } from '@shop/shared';
import { binaryAnswers, textAnswers } from '../../plugins/answer-serialiser';
import { notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { PRIVATE_FOLDER_MODE } from '../../private-files';
import { renderDemoImage } from './demo-images';
import { SAVE_DATA_WIDTH, SizedImages } from './sized-images';

// The demo seed names its pictures with these, so every path it stores is one this module draws.
export { demoHeroImagePath, demoProductImagePath, HERO_THEMES } from './demo-images';

const A_YEAR_IN_SECONDS = 31_536_000;

/** Demo images are drawn on request from their path, so the shop needs no image files to start. */
export async function imagesModule(app: App) {
  app.get(
    '/images/demo/*',
    { schema: { response: textAnswers('image/svg+xml') } },
    async (request, reply) => {
      const relativePath = (request.params as { '*': string })['*'];
      const svg = renderDemoImage(relativePath);
      if (!svg) throw notFound(API_MESSAGES.imageNotFound);
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', `public, max-age=${A_YEAR_IN_SECONDS}, immutable`)
        .send(svg);
    },
  );

  const uploadsFolder = path.join(app.config.dataDir, 'uploads');
  mkdirSync(uploadsFolder, { recursive: true, mode: PRIVATE_FOLDER_MODE });

  // Decision 0033: every demo drawing and upload also as WebP at the widths pages show.
  const sizedImages = new SizedImages(path.join(app.config.dataDir, 'image-cache'), uploadsFolder);
  app.get(
    `${SIZED_IMAGE_PREFIX}*`,
    { schema: { response: binaryAnswers('image/webp') } },
    async (request, reply) => {
      const sized = parseSizedImagePath((request.params as { '*': string })['*']);
      if (!sized) throw notFound(API_MESSAGES.imageNotFound);
      // A browser saving data (Save-Data: on) gets the smallest picture whatever width it chose.
      const saveData = String(request.headers['save-data'] ?? '').toLowerCase() === 'on';
      const picture = await sizedImages.get(sized.source, saveData ? SAVE_DATA_WIDTH : sized.width);
      if (!picture) throw notFound(API_MESSAGES.imageNotFound);
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', `public, max-age=${A_YEAR_IN_SECONDS}, immutable`)
        .header('Vary', 'Save-Data')
        .send(picture);
    },
  );
  await app.register(
    async (uploads) => {
      // A missing upload is a missing image, never the storefront's page: an <img> or a cache
      // in front must not take the shop's HTML, with status 200, for a picture.
      uploads.setNotFoundHandler(async () => {
        throw notFound(API_MESSAGES.imageNotFound);
      });
      await uploads.register(fastifyStatic, {
        root: uploadsFolder,
        prefix: '/',
        decorateReply: false,
        immutable: true,
        maxAge: A_YEAR_IN_SECONDS * 1000,
        // Uploads are written under new names, never replaced, so they can be cached for good.
      });
    },
    { prefix: '/uploads' },
  );
}
