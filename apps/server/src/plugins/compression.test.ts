import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helpers/test-app';
import { webDistFolder } from '../paths';
import { preferredEncoding } from './compression';

const LIST = '/api/product/list';
const storefrontBuilt = existsSync(path.join(webDistFolder, 'index.html'));

describeEachDatabase('compressed answers', { seed: true }, (context) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, headers });

  it('sends the product list as Brotli when the browser takes it, the same JSON once decoded', async () => {
    const plain = await get(LIST);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const response = await get(LIST, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends gzip to a browser that takes gzip only', async () => {
    const plain = await get(LIST);
    const response = await get(LIST, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends the JSON as it is without Accept-Encoding, or with only an encoding it does not offer', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate' },
    ];
    for (const headers of cases) {
      const response = await get(LIST, headers);
      expect(response.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(response.json().products.length).toBeGreaterThan(0);
    }
  });

  it('leaves small answers alone', async () => {
    const response = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ success: true });

    const missing = await get('/api/nope', { 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toMatchObject({ success: false });
  });

  it('keeps the catalogue ETag: the same tag compressed or not, and a 304 for If-None-Match', async () => {
    const compressed = await get(LIST, { 'accept-encoding': 'br' });
    const plain = await get(LIST);
    const etag = compressed.headers.etag;
    // Strong: the cache keeps the exact bytes (plugins/answer-cache).
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers.etag).toBe(etag);
    expect(compressed.headers['cache-control']).toBe('no-cache');

    const revalidated = await get(LIST, { 'accept-encoding': 'br', 'if-none-match': String(etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers['content-encoding']).toBeUndefined();

    const changedTag = await get(LIST, { 'accept-encoding': 'br', 'if-none-match': 'W/"other"' });
    expect(changedTag.statusCode).toBe(200);
    expect(changedTag.headers['content-encoding']).toBe('br');
  });

  it('answers HEAD with no body and headers that match what it names', async () => {
    const plain = await get(LIST);
    // Fastify's HEAD route drops the body before @fastify/compress sees it: HEAD describes
    // the plain JSON, its length included, and says no Content-Encoding.
    const response = await context.app.inject({
      method: 'HEAD',
      url: LIST,
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(0);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(plain.rawPayload.length);
  });

  it.runIf(storefrontBuilt)('compresses the HTML of the history fallback (GET and HEAD)', async () => {
    const plain = await get('/singleProducts/1');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toContain('text/html');

    const response = await get('/singleProducts/1', { 'accept-encoding': 'br;q=1, gzip;q=0.5' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    // The same page, but for the moment its data was read (the cache handed to the browser is dated).
    const undated = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
    expect(undated(brotliDecompressSync(response.rawPayload).toString('utf8'))).toBe(undated(plain.body));

    const head = await context.app.inject({
      method: 'HEAD',
      url: '/singleProducts/1',
      headers: { 'accept-encoding': 'gzip' },
    });
    // HEAD names the gzip answer a GET would get (Node sends no body for HEAD).
    const gzipped = await get('/singleProducts/1', { 'accept-encoding': 'gzip' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    // Within a few bytes: the two renders carry different times, which gzip packs a little differently.
    expect(Math.abs(Number(head.headers['content-length']) - gzipped.rawPayload.length)).toBeLessThan(16);
  });

  it.runIf(storefrontBuilt)(
    'sends the built files as their .br or .gz from the build, cached as before',
    async () => {
      const html = (await get('/')).body;
      const script = /<script[^>]+src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
      expect(script).toBeDefined();
      const plain = await get(script!);
      expect(plain.headers['content-encoding']).toBeUndefined();

      for (const [encoding, decode, extension] of [
        ['br', brotliDecompressSync, '.br'],
        ['gzip', gunzipSync, '.gz'],
      ] as const) {
        const response = await get(script!, { 'accept-encoding': encoding });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['content-type']).toContain('javascript');
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        // The very bytes the build wrote, not compressed again on the way out.
        expect(
          response.rawPayload.equals(readFileSync(path.join(webDistFolder, `${script}${extension}`))),
        ).toBe(true);
        expect(decode(response.rawPayload).equals(plain.rawPayload)).toBe(true);
      }
      // The copies are no files of their own.
      expect((await get(`${script}.br`)).statusCode).toBe(404);
    },
  );
});

describe('preferredEncoding', () => {
  it('takes Brotli over gzip unless the browser weighs gzip more, and nothing it refuses', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
