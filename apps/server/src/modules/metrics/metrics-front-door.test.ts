import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { metricSamples } from '../../../test/helpers/metrics-samples';
import { describeEachDatabase, testConfig } from '../../../test/helpers/test-app';
import { buildApp } from '../../app';
import type { App } from '../../plugins/zod-type-provider';

// The answer cache's front door answers a URL it knows before Fastify sees the request, so
// Fastify's hooks never count it; the busiest catalogue routes would show a fraction of their
// traffic. Only a real HTTP server has the front door (`inject` skips it).

const TOKEN = 'metrics-token-for-the-front-door-0123456789';
const PRODUCT_ROUTE = '/api/product/:id';

describeEachDatabase('request metrics over HTTP', { seed: true }, (context) => {
  let app: App;
  let base = '';
  /** URLs that reached Fastify's routing: the front door did not answer them. */
  const reachedFastify: string[] = [];

  beforeAll(async () => {
    app = await buildApp(testConfig({ metricsToken: TOKEN }), {
      database: context.database,
      skipMigrations: true,
      logger: false,
    });
    app.addHook('onRequest', async (request) => {
      reachedFastify.push(request.url);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
  });

  const scrape = async () => {
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    return metricSamples(await response.text());
  };

  it("counts the answers the answer cache's front door sends under their route, status and latency", async () => {
    const url = `${base}/api/product/3`;
    // The miss: answered by the route (and counted by Fastify), then kept.
    const miss = await fetch(url);
    expect(miss.status).toBe(200);
    const etag = miss.headers.get('etag')!;
    await miss.arrayBuffer();

    const before = await scrape();
    const seenBefore = reachedFastify.length;
    const hitsBefore = app.answerCache.hits;
    const hit = await fetch(url);
    expect(hit.status).toBe(200);
    await hit.arrayBuffer();
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(200);
    const notModified = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    const after = await scrape();

    // All three were the front door's: hits of the cache that Fastify never routed.
    expect(app.answerCache.hits - hitsBefore).toBe(3);
    expect(reachedFastify.slice(seenBefore)).toEqual(['/metrics']);
    const moved = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
    for (const [method, status] of [
      ['GET', 200],
      ['HEAD', 200],
      ['GET', 304],
    ] as const) {
      const labels = `method="${method}",route="${PRODUCT_ROUTE}",status_code="${status}"`;
      expect(moved(`http_requests_total{${labels}}`), labels).toBe(1);
      expect(moved(`http_request_duration_seconds_count{${labels}}`), labels).toBe(1);
      expect(moved(`http_request_duration_seconds_bucket{le="+Inf",${labels}}`), labels).toBe(1);
      expect(moved(`http_request_duration_seconds_sum{${labels}}`), labels).toBeGreaterThan(0);
    }
  });
});
