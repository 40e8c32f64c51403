import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, testConfig } from '../../../test/helpers/test-app';
import { buildApp } from '../../app';
import type { App } from '../zod-type-provider';

// The answer cache answers a hit two ways: the front door, before Fastify, for a URL it has
// seen; and a Fastify hook, for a new spelling of a question it knows. Both must send the
// very same bytes, head and body, whatever the request asks for.

const CALLS = [
  ['product list with queries', '/api/product/list?limit=8&sort=price_desc&category=Phone'],
  ['name search', '/api/product/list?q=samsung&limit=24'],
  ['product by id', '/api/product/3'],
  ['heroes', '/api/hero/list'],
  ['store info', '/api/info/get'],
  ['delivery fees', '/api/delivery-fees/'],
] as const;

/** A header's value in a raw head (names and values in turn), or undefined. */
function headerValue(head: string[], name: string): string | undefined {
  for (let index = 0; index < head.length; index += 2) {
    if (head[index]!.toLowerCase() === name) return head[index + 1];
  }
  return undefined;
}

interface Asking {
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
  draining?: boolean;
}

/** What a client reads off the wire: status, every header in order (but the Date), the body's bytes. */
interface Sent {
  status: number;
  head: string[];
  body: Buffer;
}

describeEachDatabase('the answer cache, sending a hit', { seed: true }, (context) => {
  let app: App;
  let base = '';
  /** URLs that reached Fastify's routing: the front door did not answer them. */
  const reachedFastify: string[] = [];
  const agent = new http.Agent({ keepAlive: true });

  beforeAll(async () => {
    app = await buildApp(testConfig(), { database: context.database, skipMigrations: true, logger: false });
    app.addHook('onRequest', async (request) => {
      reachedFastify.push(request.url);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    agent.destroy();
    await app?.close();
  });

  function ask(url: string, { method = 'GET', headers = {} }: Asking = {}): Promise<Sent> {
    return new Promise((resolve, reject) => {
      const request = http.request(`${base}${url}`, { method, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const head: string[] = [];
          for (let index = 0; index < response.rawHeaders.length; index += 2) {
            const name = response.rawHeaders[index]!;
            if (name.toLowerCase() !== 'date') head.push(name, response.rawHeaders[index + 1]!);
          }
          resolve({ status: response.statusCode ?? 0, head, body: Buffer.concat(chunks) });
        });
      });
      request.on('error', reject);
      request.end();
    });
  }

  /**
   * Waits until the front door sends the gzip form made in the background (level 9) rather
   * than one made for the request: on a busy machine the background takes more than a moment,
   * and the two ways of asking would then meet different forms.
   */
  async function compressedFormsMade(url: string, plain: Buffer) {
    const madeInBackground = gzipSync(plain, { level: 9 });
    for (let tries = 0; tries < 200; tries++) {
      const { body } = await ask(url, { headers: { 'accept-encoding': 'gzip' } });
      if (body.equals(madeInBackground)) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${url}: no compressed form made in the background`);
  }

  let spellings = 0;
  /** A spelling of the URL never asked before, naming the same question (empty query parts mean nothing). */
  const newSpelling = (url: string) => {
    spellings += 1;
    return `${url}${url.includes('?') ? '' : '?'}${'&'.repeat(spellings)}`;
  };

  /** The same request twice: first answered through Fastify (a new spelling), then by the front door. */
  async function bothPaths(url: string, asking: Asking) {
    const spelling = newSpelling(url);
    const hitsBefore = app.answerCache.hits;
    const seenBefore = reachedFastify.length;
    app.closingConnections = asking.draining === true;
    try {
      const throughFastify = await ask(spelling, asking);
      const throughFrontDoor = await ask(spelling, asking);
      expect(reachedFastify.slice(seenBefore), spelling).toEqual([spelling]);
      expect(app.answerCache.hits - hitsBefore, spelling).toBe(2);
      return { throughFastify, throughFrontDoor };
    } finally {
      app.closingConnections = false;
    }
  }

  it('sends byte-identical heads and bodies from the front door and from Fastify, for every cached route and every way of asking', async () => {
    for (const [name, url] of CALLS) {
      // The miss: answered by the route, kept, its compressed forms made in the background.
      const miss = await ask(url);
      expect(miss.status, name).toBe(200);
      const etag = headerValue(miss.head, 'etag')!;

      const compressible = miss.body.length >= 1024;
      if (compressible) await compressedFormsMade(url, miss.body);
      const ways: [string, Asking, string?][] = [
        ['plain', {}],
        ['Brotli', { headers: { 'accept-encoding': 'br' } }, 'br'],
        ['gzip', { headers: { 'accept-encoding': 'gzip, deflate' } }, 'gzip'],
        ['If-None-Match', { headers: { 'if-none-match': etag } }],
        ['HEAD', { method: 'HEAD' }],
        ['while draining', { draining: true, headers: { 'accept-encoding': 'br' } }, 'br'],
      ];
      for (const [way, asking, encoding] of ways) {
        const { throughFastify, throughFrontDoor } = await bothPaths(url, asking);
        const label = `${name}, ${way}`;
        expect(throughFrontDoor.status, label).toBe(throughFastify.status);
        expect(throughFrontDoor.head, label).toEqual(throughFastify.head);
        expect(throughFrontDoor.body.equals(throughFastify.body), label).toBe(true);

        const header = (wanted: string) => headerValue(throughFrontDoor.head, wanted);
        if (way === 'If-None-Match') {
          expect(throughFrontDoor.status, label).toBe(304);
          expect(throughFrontDoor.body.length, label).toBe(0);
        } else {
          expect(throughFrontDoor.status, label).toBe(200);
          expect(header('etag'), label).toBe(etag);
          expect(header('x-content-type-options'), label).toBe('nosniff');
        }
        if (way === 'HEAD') expect(throughFrontDoor.body.length, label).toBe(0);
        if (way === 'plain') expect(throughFrontDoor.body.equals(miss.body), label).toBe(true);
        expect(header('connection'), label).toBe(asking.draining ? 'close' : 'keep-alive');
        expect(header('content-encoding'), label).toBe(compressible ? encoding : undefined);
      }

      // A hit carries what the route's own answer carried, header for header.
      const { throughFrontDoor } = await bothPaths(url, {});
      const asSet = (head: string[]) => {
        const pairs: string[] = [];
        for (let index = 0; index < head.length; index += 2)
          pairs.push(`${head[index]!.toLowerCase()}: ${head[index + 1]}`);
        return pairs.sort();
      };
      expect(asSet(throughFrontDoor.head), name).toEqual(asSet(miss.head));
    }
  });

  it('answers the sitemap (whose key is the origin asked for, not its URL) through Fastify, the same bytes each time', async () => {
    const miss = await ask('/sitemap.xml');
    expect(miss.status).toBe(200);
    const seenBefore = reachedFastify.length;
    const hitsBefore = app.answerCache.hits;
    const first = await ask('/sitemap.xml');
    const second = await ask('/sitemap.xml');
    expect(reachedFastify.length - seenBefore).toBe(2);
    expect(app.answerCache.hits - hitsBefore).toBe(2);
    expect(second.head).toEqual(first.head);
    expect(second.body.equals(miss.body)).toBe(true);
    expect(first.body.equals(miss.body)).toBe(true);
  });

  it('sends HSTS on a hit only when a trusted proxy says the request came over https, both ways', async () => {
    const claimed = { headers: { 'x-forwarded-proto': 'https' } };
    const names = (sent: Sent) =>
      sent.head.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase());
    // TRUST_PROXY_HOPS is 0 here: the header is the client's own word.
    await ask('/api/product/4');
    const untrusted = await bothPaths('/api/product/4', claimed);
    expect(names(untrusted.throughFrontDoor)).not.toContain('strict-transport-security');
    expect(untrusted.throughFrontDoor.head).toEqual(untrusted.throughFastify.head);

    const behindProxy = await buildApp(testConfig({ trustProxyHops: 1 }), {
      database: context.database,
      skipMigrations: true,
      logger: false,
    });
    try {
      await behindProxy.listen({ port: 0, host: '127.0.0.1' });
      const proxied = `http://127.0.0.1:${(behindProxy.server.address() as AddressInfo).port}`;
      const url = '/api/product/4';
      const fetchHead = async (spelling: string) => {
        const response = await fetch(`${proxied}${spelling}`, claimed);
        await response.arrayBuffer();
        return response.headers.get('strict-transport-security');
      };
      expect(await fetchHead(url)).toBe('max-age=31536000');
      const hitsBefore = behindProxy.answerCache.hits;
      expect(await fetchHead(`${url}?&`)).toBe('max-age=31536000');
      expect(await fetchHead(`${url}?&`)).toBe('max-age=31536000');
      expect(behindProxy.answerCache.hits - hitsBefore).toBe(2);
    } finally {
      await behindProxy.close();
    }
  });
});
