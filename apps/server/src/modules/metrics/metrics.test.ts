import { API_MESSAGES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import {
  addToCart,
  cartFigures,
  firstDeliveryCity,
  orderBody,
  productsInStock,
  startBody,
  startCart,
  startCheckout,
} from '../../../test/helpers/checkout';
import {
  fakeAfricasTalkingSettings,
  startFakeAfricasTalking,
} from '../../../test/helpers/fake-africastalking';
import { startFakePaystack } from '../../../test/helpers/fake-paystack';
import { metricSamples } from '../../../test/helpers/metrics-samples';
import {
  createTestApp,
  describeEachDatabase,
  type TestContext,
  testConfig,
} from '../../../test/helpers/test-app';
import { registerShopper, type Shopper } from '../../../test/helpers/users';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const SECRET_KEY = 'sk_test_metrics';
const STAFF_PHONE = '+233201112233';
const SHOPPER_PHONE = '+233241234567'; // the checkout helper's "024 123 4567"
const fake = await startFakePaystack();
afterAll(() => fake.close());
// The staff phone is one the SMS provider refuses, so its new-order alert is given up on.
const smsProvider = await startFakeAfricasTalking();
smsProvider.refusals.set(STAFF_PHONE, { statusCode: 403, status: 'InvalidPhoneNumber' });
afterAll(() => smsProvider.stop());

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
      // The failing start answers 500 at once; the paid checkout must not time out on a busy machine.
      paystackTimeoutMs: 3000,
      publicUrl: 'https://shop.test',
      sms: {
        ...testConfig().sms,
        ...fakeAfricasTalkingSettings(smsProvider.url),
        staffAlertPhones: [STAFF_PHONE],
      },
    },
  },
  (context) => {
    const scrape = async () => {
      const response = await call(context.app, 'GET', '/metrics', { token: TOKEN });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers['cache-control']).toBe('no-store');
      return metricSamples(response.body as string);
    };
    /** The whole checkout: start, pay in the fake Paystack's popup, verify, place the order. */
    const paidCheckout = async (shopper: Shopper) => {
      const { figures, city, reference } = await startCart(context.app, shopper);
      fake.pay(reference);
      const verified = await call(context.app, 'POST', '/api/payments/verify', {
        token: shopper.token,
        body: { reference },
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      const created = await call(context.app, 'POST', '/api/orders/create', {
        token: shopper.token,
        body: orderBody(shopper, figures, city.city, reference),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
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

      // A paid checkout: its SMS to the shopper goes out, the one to the staff phone fails.
      const textsBefore = smsProvider.to(SHOPPER_PHONE).length;
      const payer = await registerShopper(context.app);
      await addToCart(context.app, payer.token, product, 1);
      await paidCheckout(payer);
      await context.app.outboxWorker!.deliverDue();
      const paid = await scrape();

      // An outbox message: a password reset e-mail.
      const reset = await call(context.app, 'POST', '/api/user/password/forgot', {
        body: { email: buyer.email },
      });
      expect(reset.status).toBe(200);
      // The link is made after the answer (every address is answered alike): wait for its e-mail.
      const waiting = 'shop_outbox_messages{channel="email",status="waiting"}';
      let after = await scrape();
      for (let tries = 0; tries < 50 && after.get(waiting) === paid.get(waiting); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await scrape();
      }
      const moved = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
      expect(moved('shop_answer_cache_misses_total')).toBeGreaterThanOrEqual(1);
      expect(moved('shop_answer_cache_hits_total')).toBeGreaterThanOrEqual(1);
      expect(after.get('shop_answer_cache_bytes')).toBeGreaterThan(0);
      // The paid checkout held its unit until paid: only the unpaid one holds stock now.
      expect(moved('shop_checkouts{state="Pending"}')).toBe(1);
      expect(moved('shop_checkouts{state="Paid"}')).toBe(1);
      expect(moved('shop_held_stock_units')).toBe(2);
      expect(moved('shop_payment_provider_errors_total{call="start"}')).toBe(1);
      // The paid order's e-mails wait too; the reset e-mail is one more.
      expect((after.get(waiting) ?? 0) - (paid.get(waiting) ?? 0)).toBe(1);
      expect(after.get('shop_outbox_messages{channel="email",status="failed"}')).toBe(0);
      expect(smsProvider.to(STAFF_PHONE)).toEqual([]);
      expect(smsProvider.to(SHOPPER_PHONE)).toHaveLength(textsBefore + 1);
      expect(moved('shop_outbox_messages{channel="sms",status="failed"}')).toBe(1);
      expect(after.get('shop_outbox_messages{channel="sms",status="waiting"}')).toBe(0);
      const listRoute = 'method="GET",route="/api/product/list",status_code="200"';
      expect(moved(`http_requests_total{${listRoute}}`)).toBe(2);
      expect(moved(`http_request_duration_seconds_count{${listRoute}}`)).toBe(2);
      expect(
        after.get(`http_request_duration_seconds_bucket{le="+Inf",${listRoute}}`),
      ).toBeGreaterThanOrEqual(2);
      const startRoute = 'method="POST",route="/api/orders/start",status_code="200"';
      // The unpaid checkout and the paid one (the failed start answered 502).
      expect(moved(`http_requests_total{${startRoute}}`)).toBe(2);
    });

    it('counts the pool connections in use while requests hold them (PostgreSQL; PGlite has no pool)', async () => {
      const inUse = 'shop_database_pool_connections{state="in_use"}';
      if (context.kind === 'pglite') {
        expect([...(await scrape()).keys()].some((name) => name.startsWith('shop_database_pool'))).toBe(
          false,
        );
        return;
      }
      // Two transactions hold a connection each until the scrape has read the figure.
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding = 0;
      const holds = Array.from({ length: 2 }, () =>
        context.database.db.transaction(async (transaction) => {
          await transaction.execute(sql`select 1`);
          holding += 1;
          await gate;
        }),
      );
      try {
        while (holding < 2) await new Promise((resolve) => setTimeout(resolve, 10));
        const held = await scrape();
        expect(held.get(inUse)).toBeGreaterThanOrEqual(2);
        expect(held.get(inUse)).toBe(
          held.get('shop_database_pool_connections{state="open"}')! -
            held.get('shop_database_pool_connections{state="idle"}')!,
        );
      } finally {
        release();
        await Promise.all(holds);
      }
    });
  },
);
