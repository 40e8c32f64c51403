import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageSrcSet, sizedImagePath } from '@shop/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHeroes } from '../../demo-shop/demo-heroes';
import { demoProducts } from '../../demo-shop/demo-products';
import { registerAnswerSerialiser } from '../../plugins/answer-serialiser';
import { registerErrorHandling } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { demoHeroImagePath, demoProductImagePath, imagesModule } from './index';

/** Decision 0033: the demo drawings and uploads as WebP at the widths pages show, made once. */

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sized-images-'));
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#336699' } })
    .webp()
    .toFile(path.join(dataDir, 'uploads', 'abc123.webp'));
  app = Fastify({ logger: false });
  app.decorate('config', { dataDir } as never);
  registerErrorHandling(app);
  registerAnswerSerialiser(app as unknown as App, { check: true });
  await app.register((instance) => imagesModule(instance as unknown as App));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function widthOf(body: Buffer) {
  const { format, width } = await sharp(body).metadata();
  return { format, width };
}

describe('GET /images/sized/<width>/<source>', () => {
  const product = demoProductImagePath(demoProducts[0]!, 1);
  const hero = demoHeroImagePath(demoHeroes[0]!, 1);

  it.each([320, 640, 1024] as const)(
    'answers a product drawing as a WebP %i pixels wide, cached for a year',
    async (width) => {
      const response = await app.inject({ method: 'GET', url: sizedImagePath(product, width) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await widthOf(response.rawPayload)).toEqual({ format: 'webp', width });
    },
  );

  it('draws a hero at its own width, and keeps each picture on disk once made', async () => {
    const response = await app.inject({ method: 'GET', url: sizedImagePath(hero, 1600) });
    expect(await widthOf(response.rawPayload)).toEqual({ format: 'webp', width: 1600 });
    expect(readdirSync(path.join(dataDir, 'image-cache', '1600'))).toHaveLength(1);
    const again = await app.inject({ method: 'GET', url: sizedImagePath(hero, 1600) });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('sizes an upload down, never up', async () => {
    const small = await app.inject({ method: 'GET', url: sizedImagePath('/uploads/abc123.webp', 640) });
    expect(await widthOf(small.rawPayload)).toEqual({ format: 'webp', width: 640 });
    const large = await app.inject({ method: 'GET', url: sizedImagePath('/uploads/abc123.webp', 1600) });
    expect(await widthOf(large.rawPayload)).toEqual({ format: 'webp', width: 1200 });
  });

  it('gives a browser that saves data (Save-Data: on) the smallest picture', async () => {
    const response = await app.inject({
      method: 'GET',
      url: sizedImagePath(product, 1024),
      headers: { 'save-data': 'on' },
    });
    expect(response.headers.vary).toContain('Save-Data');
    expect(await widthOf(response.rawPayload)).toEqual({ format: 'webp', width: 320 });
  });

  it.each([
    '/images/sized/500/images/demo/product/iphone/apple/8a8178/iphone-pro/1.svg',
    '/images/sized/640/images/demo/product/nothing/here/000000/1.svg',
    '/images/sized/640/uploads/missing.webp',
    '/images/sized/640/uploads/../secrets.webp',
    '/images/sized/640/etc/passwd',
    '/images/sized/640',
  ])('answers 404 for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('names every width in srcset, and leaves another site picture as it is', () => {
    expect(imageSrcSet(product)?.split(', ')).toHaveLength(4);
    expect(imageSrcSet('https://example.com/a.jpg')).toBeUndefined();
    expect(sizedImagePath('https://example.com/a.jpg', 320)).toBe('https://example.com/a.jpg');
    expect(existsSync(path.join(dataDir, 'image-cache'))).toBe(true);
  });
});
