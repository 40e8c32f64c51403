import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHeroes } from '../../demo-shop/demo-heroes';
import { demoProducts } from '../../demo-shop/demo-products';
import { registerAnswerSerialiser } from '../../plugins/answer-serialiser';
import { registerErrorHandling } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { demoHeroImagePath, demoProductImagePath, imagesModule } from './index';

/** The demo images as a browser gets them: GET /images/demo/..., through the module's own route. */

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'demo-images-'));
  app = Fastify({ logger: false });
  app.decorate('config', { dataDir } as never);
  registerErrorHandling(app);
  // Routes declare zod answer schemas, which the app's serialiser compiler reads.
  registerAnswerSerialiser(app as unknown as App, { check: true });
  await app.register((instance) => imagesModule(instance as unknown as App));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const SIZE_LIMIT_BYTES = 8 * 1024;

describe('GET /images/demo/...', () => {
  it('answers every seeded product and hero image with a small SVG cached for a year', async () => {
    const paths = [
      ...demoProducts.flatMap((product) =>
        Array.from({ length: product.imageCount }, (_, index) => demoProductImagePath(product, index + 1)),
      ),
      ...demoHeroes.flatMap((hero) =>
        Array.from({ length: hero.imageCount }, (_, index) => demoHeroImagePath(hero, index + 1)),
      ),
    ];
    expect(paths.length).toBeGreaterThan(300);
    for (const url of paths) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), url).toBe(true);
      expect(response.body.endsWith('</svg>'), url).toBe(true);
      expect(Buffer.byteLength(response.body), url).toBeLessThan(SIZE_LIMIT_BYTES);
    }
  });

  it('still answers paths stored before looks existed', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/images/demo/product/android-phone/samsung/1f2a44/1.svg',
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    '/images/demo/product/iphone/apple/8a8178/galaxy-z/1.svg',
    '/images/demo/product/laptop/hp/1e3a8a/iphone-pro/1.svg',
    '/images/demo/product/laptop/hp/1e3a8a/windows/extra/1.svg',
    '/images/demo/product/nothing/here/000000/1.svg',
    '/images/demo/hero/phones/1e3a8a/iphone/1.svg',
  ])('answers 404 for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });
});
