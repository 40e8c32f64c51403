import { createHmac } from 'node:crypto';
import {
  API_MESSAGES,
  type Product,
  paymentConfigResponseSchema,
  verifyPaymentResponseSchema,
} from '@shop/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders, payments } from '../src/db/schema';
import { call } from './helpers/api';
import {
  addToCart,
  cartFigures,
  firstDeliveryCity,
  newReference,
  orderBody,
  productsInStock,
  stockOf,
} from './helpers/checkout';
import { paystackTransaction, startFakePaystack, verifyAnswer } from './helpers/fake-paystack';
import { describeEachDatabase } from './helpers/test-app';
import { registerShopper, type Shopper } from './helpers/users';

const SECRET_KEY = 'sk_test_x';
const TIMEOUT_MS = 300;
const fake = await startFakePaystack();
afterAll(() => fake.close());

const sign = (body: string, key = SECRET_KEY) => createHmac('sha512', key).update(body).digest('hex');

describeEachDatabase(
  'payments through Paystack (a fake Paystack on 127.0.0.1)',
  {
    seed: true,
    config: {
      paystack: { publicKey: 'pk_test_x', secretKey: SECRET_KEY, apiBase: fake.url },
      paystackApiBase: fake.url,
      paystackTimeoutMs: TIMEOUT_MS,
    },
  },
  (context) => {
    let shopper: Shopper;
    let product: Product;
    beforeAll(async () => {
      shopper = await registerShopper(context.app);
      product = (await productsInStock(context.app, 10))[0]!;
    });
    const verify = (reference: string) =>
      call(context.app, 'POST', '/api/payments/verify', { token: shopper.token, body: { reference } });
    const paymentRows = (reference: string) =>
      context.database.db.select().from(payments).where(eq(payments.reference, reference));
    const orderCount = async () =>
      (await context.database.db.select({ total: count() }).from(orders))[0]!.total;
    const webhook = (body: string, signature?: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: body,
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-paystack-signature': signature } : {}),
        },
      });

    it('tells the storefront to open the Paystack popup with the public key', async () => {
      const { body } = await call(context.app, 'GET', '/api/payments/config');
      expect(paymentConfigResponseSchema.parse(body)).toEqual({
        success: true,
        provider: 'paystack',
        publicKey: 'pk_test_x',
        currency: 'GHS',
      });
    });

    it('turns the test provider off', async () => {
      const response = await call(context.app, 'POST', '/api/payments/test/charge', {
        token: shopper.token,
        body: { reference: newReference(), email: shopper.email, amount: 100, outcome: 'success' },
      });
      expect(response).toMatchObject({
        status: 404,
        body: { success: false, message: API_MESSAGES.testProviderDisabled },
      });
    });

    it('verifies with the secret key and records the payment', async () => {
      const reference = newReference('ps');
      fake.answers.set(
        reference,
        verifyAnswer(paystackTransaction(reference, 250_050, { email: shopper.email })),
      );
      const response = await verify(reference);
      expect(response.status).toBe(200);
      expect(verifyPaymentResponseSchema.parse(response.body)).toEqual({
        success: true,
        reference,
        amount: 2500.5,
        currency: 'GHS',
        status: 'success',
      });
      const request = fake.requests.find(
        (candidate) => candidate.path === `/transaction/verify/${reference}`,
      );
      expect(request?.authorization).toBe(`Bearer ${SECRET_KEY}`);
      const [row] = await paymentRows(reference);
      expect(row).toMatchObject({
        provider: 'paystack',
        amountPesewas: 250_050,
        channel: 'mobile_money',
        status: 'success',
      });
      expect(row!.customerEmail).toBe(shopper.email);
    });

    it('refuses failed, foreign-currency and unknown payments', async () => {
      const failed = newReference('ps');
      fake.answers.set(failed, verifyAnswer(paystackTransaction(failed, 1000, { status: 'failed' })));
      expect(await verify(failed)).toMatchObject({
        status: 402,
        body: { message: API_MESSAGES.paymentNotSuccessful },
      });
      const naira = newReference('ps');
      fake.answers.set(naira, verifyAnswer(paystackTransaction(naira, 1000, { currency: 'NGN' })));
      expect(await verify(naira)).toMatchObject({
        status: 402,
        body: { message: API_MESSAGES.paymentWrongCurrency },
      });
      expect(await verify(newReference('unknown'))).toMatchObject({
        status: 400,
        body: { success: false, message: API_MESSAGES.paymentNotFound },
      });
    });

    it('answers a clear 502 and writes nothing when Paystack is slow or failing', async () => {
      const slow = newReference('slow');
      fake.answers.set(slow, {
        kind: 'slow',
        delayMs: 3000,
        body: { status: true, data: paystackTransaction(slow, 1000) },
      });
      const started = Date.now();
      const slowAnswer = await verify(slow);
      expect(Date.now() - started).toBeLessThan(2500);
      expect(slowAnswer).toMatchObject({
        status: 502,
        body: { success: false, message: API_MESSAGES.paymentUnreachable },
      });
      const failing = newReference('fail');
      fake.answers.set(failing, { kind: 'fail' });
      expect(await verify(failing)).toMatchObject({
        status: 502,
        body: { message: API_MESSAGES.paymentUnreachable },
      });
      const garbled = newReference('garbled');
      fake.answers.set(garbled, { kind: 'json', status: 200, body: { unexpected: 'shape' } });
      expect((await verify(garbled)).status).toBe(502);
      for (const reference of [slow, failing, garbled]) expect(await paymentRows(reference)).toHaveLength(0);
    });

    it('leaves no half-written order when Paystack does not answer at checkout', async () => {
      await addToCart(context.app, shopper.token, product, 1);
      const city = await firstDeliveryCity(context.app);
      const figures = await cartFigures(context.app, shopper.token, city);
      const stockBefore = await stockOf(context, product.id);
      const ordersBefore = await orderCount();
      for (const answer of [{ kind: 'slow', delayMs: 3000, body: {} }, { kind: 'fail' }] as const) {
        const reference = newReference('checkout');
        fake.answers.set(reference, answer);
        const response = await call(context.app, 'POST', '/api/orders/create', {
          token: shopper.token,
          body: orderBody(shopper, figures, city.city, reference),
        });
        expect(response).toMatchObject({
          status: 502,
          body: { success: false, message: API_MESSAGES.paymentUnreachable },
        });
        expect(await paymentRows(reference)).toHaveLength(0);
      }
      expect(await orderCount()).toBe(ordersBefore);
      expect(await stockOf(context, product.id)).toBe(stockBefore);
      expect(
        (await call(context.app, 'GET', '/api/cart', { token: shopper.token })).body.cartItems,
      ).toHaveLength(1);

      // A foreign-currency payment is refused; then a right one makes the order.
      const naira = newReference('checkout');
      fake.answers.set(
        naira,
        verifyAnswer(paystackTransaction(naira, figures.totalPesewas, { currency: 'NGN' })),
      );
      const refused = await call(context.app, 'POST', '/api/orders/create', {
        token: shopper.token,
        body: orderBody(shopper, figures, city.city, naira),
      });
      expect(refused).toMatchObject({ status: 402, body: { message: API_MESSAGES.paymentWrongCurrency } });
      const good = newReference('checkout');
      fake.answers.set(good, verifyAnswer(paystackTransaction(good, figures.totalPesewas)));
      const created = await call(context.app, 'POST', '/api/orders/create', {
        token: shopper.token,
        body: orderBody(shopper, figures, city.city, good),
      });
      expect(created.status).toBe(201);
      expect(await stockOf(context, product.id)).toBe(stockBefore - 1);
    });

    it('refuses webhooks with a missing or wrong signature', async () => {
      const reference = newReference('hook');
      const body = JSON.stringify({ event: 'charge.success', data: paystackTransaction(reference, 5000) });
      for (const signature of [
        undefined,
        'nothex',
        sign(body, 'sk_test_other'),
        sign(`${body} `),
        sign(body).slice(2),
      ]) {
        const response = await webhook(body, signature);
        expect(response.statusCode, String(signature)).toBe(401);
        expect(response.json()).toEqual({ success: false, message: API_MESSAGES.badSignature });
      }
      expect(await paymentRows(reference)).toHaveLength(0);
    });

    it('records a signed charge.success once, however often Paystack sends it', async () => {
      const reference = newReference('hook');
      const body = JSON.stringify({ event: 'charge.success', data: paystackTransaction(reference, 7500) });
      for (let delivery = 0; delivery < 2; delivery += 1) {
        const response = await webhook(body, sign(body));
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ success: true });
      }
      const rows = await paymentRows(reference);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        provider: 'paystack',
        status: 'success',
        amountPesewas: 7500,
        userId: null,
      });
      expect(rows[0]!.paidAt).toBeInstanceOf(Date);

      // Other events are acknowledged and change nothing; a signed body that is not JSON is a 400.
      const other = JSON.stringify({ event: 'transfer.success', data: { reference: newReference('t') } });
      expect((await webhook(other, sign(other))).statusCode).toBe(200);
      expect((await webhook('not json', sign('not json'))).statusCode).toBe(400);
      // Raw bytes count, whatever the content type says.
      const asText = await context.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: body,
        headers: { 'content-type': 'text/plain', 'x-paystack-signature': sign(body) },
      });
      expect(asText.statusCode).toBe(200);
      expect(await paymentRows(reference)).toHaveLength(1);
    });
  },
);
