import { API_MESSAGES } from '@shop/shared';
import { expect, it } from 'vitest';
import { call } from '../../test/helpers/api';
import { describeEachDatabase, type TestContext } from '../../test/helpers/test-app';
import { bearer, freshAddress, registerShopper } from '../../test/helpers/users';
import { loadConfig } from '../config';

/** The production defaults (test-app.ts sets them out of reach for the other suites). */
const productionLimits = loadConfig({}).writeLimits;

const post = (context: TestContext, url: string, remoteAddress: string, payload: object, token?: string) =>
  context.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress,
    headers: token ? bearer(token) : {},
  });

/** A 429 in the shop's shape, whose Retry-After and message say the same wait. */
function expectRefused(response: Awaited<ReturnType<typeof post>>, windowS: number) {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowS);
  expect(response.json()).toEqual({ success: false, message: API_MESSAGES.tooManyRequests(seconds) });
}

describeEachDatabase(
  'abuse limits at their production defaults',
  { seed: true, config: { writeLimits: productionLimits } },
  (context) => {
    it('takes 20 newsletter subscriptions an hour from one address', async () => {
      const address = freshAddress();
      for (let subscription = 1; subscription <= 20; subscription += 1) {
        const email = `reader-${subscription}-${address}@example.com`;
        expect((await post(context, '/api/newsletter', address, { email })).statusCode).toBe(200);
      }
      expectRefused(await post(context, '/api/newsletter', address, { email: 'one-more@example.com' }), 3600);
      // Another visitor is not affected.
      expect(
        (await post(context, '/api/newsletter', freshAddress(), { email: 'other@example.com' })).statusCode,
      ).toBe(200);
    });

    it('takes 10 contact messages an hour from one account, from however many addresses', async () => {
      const shopper = await registerShopper(context.app);
      const message = { name: 'Ama', message: 'Is the HP laptop still in stock?' };
      for (let sent = 1; sent <= 10; sent += 1) {
        const response = await post(context, '/api/contact', freshAddress(), message, shopper.token);
        expect(response.statusCode).toBe(201);
      }
      expectRefused(await post(context, '/api/contact', freshAddress(), message, shopper.token), 3600);
      const other = await registerShopper(context.app);
      expect((await post(context, '/api/contact', freshAddress(), message, other.token)).statusCode).toBe(
        201,
      );
    });

    it('takes 120 cart writes a minute from one account, counted before the body is read', async () => {
      const shopper = await registerShopper(context.app);
      const address = freshAddress();
      for (let write = 1; write <= 120; write += 1) {
        // A body the schema refuses still counts: the limit runs before it is read.
        expect((await post(context, '/api/cart/add', address, {}, shopper.token)).statusCode).toBe(400);
      }
      expectRefused(await post(context, '/api/cart/update', address, {}, shopper.token), 60);
      // Reading the cart is not a write.
      expect((await call(context.app, 'GET', '/api/cart', { token: shopper.token })).status).toBe(200);
    });

    it('takes 20 checkout calls a minute from one account, verify and create included', async () => {
      const shopper = await registerShopper(context.app);
      const address = freshAddress();
      for (let write = 1; write <= 20; write += 1) {
        const url = ['/api/orders/start', '/api/payments/verify', '/api/orders/create'][write % 3]!;
        expect((await post(context, url, address, {}, shopper.token)).statusCode).toBe(400);
      }
      for (const url of ['/api/orders/start', '/api/payments/verify', '/api/orders/create']) {
        expectRefused(await post(context, url, address, {}, shopper.token), 60);
      }
    });
  },
);

describeEachDatabase(
  'abuse limits per address, with small limits',
  {
    config: {
      writeLimits: {
        ...productionLimits,
        contact: { perIp: 3, perAccount: 100, windowS: 3600 },
        cart: { perIp: 4, perAccount: 100, windowS: 60 },
        checkout: { perIp: 2, perAccount: 100, windowS: 60 },
      },
    },
  },
  (context) => {
    it('counts the writes of many accounts from one address together', async () => {
      const address = freshAddress();
      const shoppers = await Promise.all([1, 2, 3, 4].map(() => registerShopper(context.app)));
      for (const [index, shopper] of shoppers.entries()) {
        const response = await post(context, '/api/cart/remove', address, {}, shopper.token);
        expect(response.statusCode, `shopper ${index + 1}`).toBe(400);
      }
      expectRefused(await post(context, '/api/cart/add', address, {}, shoppers[0]!.token), 60);

      const message = { name: 'Kofi', message: 'Hello' };
      for (const shopper of shoppers.slice(0, 3)) {
        expect((await post(context, '/api/contact', address, message, shopper.token)).statusCode).toBe(201);
      }
      expectRefused(await post(context, '/api/contact', address, message, shoppers[3]!.token), 3600);

      for (const shopper of shoppers.slice(0, 2)) {
        expect((await post(context, '/api/orders/start', address, {}, shopper.token)).statusCode).toBe(400);
      }
      expectRefused(await post(context, '/api/payments/verify', address, {}, shoppers[2]!.token), 60);
    });
  },
);
