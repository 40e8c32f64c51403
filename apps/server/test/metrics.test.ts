import { API_MESSAGES } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/api';
import {
  addToCart,
  cartFigures,
  firstDeliveryCity,
  productsInStock,
  startBody,
  startCart,
  startCheckout,
} from './helpers/checkout';
import { startFakePaystack } from './helpers/fake-paystack';
import { createTestApp, describeEachDatabase, type TestContext } from './helpers/test-app';
import { registerShopper } from './helpers/users';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const SECRET_KEY = 'sk_test_metrics';
const fake = await startFakePaystack();
afterAll(() => fake.close());

/** Every sample of the scrape as `name{labels}` -> value. */
function samples(text: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    values.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return values;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp('pglite');
  }, 60_000);
  afterAll(async () => {
    await context?.app.close();
    await context?.database.dispose();
  });

  it('does not exist, with or without a token', async () => {
    expect((await call(context.app, 'GET', '/metrics')).status).toBe(404);
    const withToken = await call(context.app, 'GET', '/metrics', { token: TOKEN });
    expect(withToken.status).toBe(404);
  });
});

describeEachDatabase(
  'GET /metrics with METRICS_TOKEN',
  {
    seed: true,
    config: {
      metricsToken: TOKEN,
      paystack: { publicKey: 'pk_test_metrics', secretKey: SECRET_KEY, apiBase: fake.url },
      paystackApiBase: fake.url,
      paystackTimeoutMs: 300,
    },
  },
  (context) => {
    const scrape = async () => {
      const response = await call(context.app, 'GET', '/metrics', { token: TOKEN });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers['cache-control']).toBe('no-store');
      return samples(response.body as string);
    };

    it('answers 401 to a missing or wrong token, in the API shape', async () => {
      const attempts: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${TOKEN}x` },
        { authorization: TOKEN },
      ];
      for (const headers of attempts) {
        const response = await call(context.app, 'GET', '/metrics', { headers });
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ success: false, message: API_MESSAGES.metricsTokenWrong });
      }
    });

    it('moves each figure when the matching thing happens', async () => {
      const product = (await productsInStock(context.app, 10))[0]!;
      const before = await scrape();
      // Process figures are there from the first scrape.
      expect(before.get('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
      expect(before.get('process_resident_memory_bytes')).toBeGreaterThan(0);
      if (context.kind === 'postgres') {
        expect(before.get('shop_database_pool_max')).toBe(5);
        expect(before.get('shop_database_pool_connections{state="open"}')).toBeGreaterThan(0);
      }

      // A cache miss, then a hit of the same list.
      await call(context.app, 'GET', '/api/product/list?limit=3');
      await call(context.app, 'GET', '/api/product/list?limit=3');

      // A checkout that holds stock, and one the provider fails to start.
      const buyer = await registerShopper(context.app);
      await addToCart(context.app, buyer.token, product, 2);
      await startCart(context.app, buyer);
      const unlucky = await registerShopper(context.app);
      await addToCart(context.app, unlucky.token, product, 1);
      fake.failInitialize = true;
      try {
        const city = await firstDeliveryCity(context.app);
        const figures = await cartFigures(context.app, unlucky.token, city);
        const failed = await startCheckout(context.app, unlucky, startBody(unlucky, figures, city.city));
        expect(failed.status).toBe(502);
      } finally {
        fake.failInitialize = false;
      }

      // An outbox message: a password reset e-mail.
      const reset = await call(context.app, 'POST', '/api/user/password/forgot', {
        body: { email: buyer.email },
      });
      expect(reset.status).toBe(200);
      // The link is made after the answer (every address is answered alike): wait for its e-mail.
      const waiting = 'shop_outbox_messages{channel="email",status="waiting"}';
      let after = await scrape();
      for (let tries = 0; tries < 50 && after.get(waiting) === before.get(waiting); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await scrape();
      }
      const moved = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
      expect(moved('shop_answer_cache_misses_total')).toBeGreaterThanOrEqual(1);
      expect(moved('shop_answer_cache_hits_total')).toBeGreaterThanOrEqual(1);
      expect(after.get('shop_answer_cache_bytes')).toBeGreaterThan(0);
      expect(moved('shop_checkouts{state="Pending"}')).toBe(1);
      expect(moved('shop_held_stock_units')).toBe(2);
      expect(moved('shop_payment_provider_errors_total{call="start"}')).toBe(1);
      expect(moved('shop_outbox_messages{channel="email",status="waiting"}')).toBe(1);
      expect(after.get('shop_outbox_messages{channel="email",status="failed"}')).toBe(0);
      const listRoute = 'method="GET",route="/api/product/list",status_code="200"';
      expect(moved(`http_requests_total{${listRoute}}`)).toBe(2);
      expect(moved(`http_request_duration_seconds_count{${listRoute}}`)).toBe(2);
      expect(
        after.get(`http_request_duration_seconds_bucket{le="+Inf",${listRoute}}`),
      ).toBeGreaterThanOrEqual(2);
      const startRoute = 'method="POST",route="/api/orders/start",status_code="200"';
      expect(moved(`http_requests_total{${startRoute}}`)).toBe(1);
    });
  },
);
