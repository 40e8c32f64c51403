import { createHmac } from 'node:crypto';
import {
  API_MESSAGES,
  type Product,
  paymentConfigResponseSchema,
  verifyPaymentResponseSchema,
} from '@shop/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import {
  addToCart,
  cartFigures,
  firstDeliveryCity,
  newReference,
  orderRow,
  productsInStock,
  startBody,
  startCart,
  startCheckout,
  stockOf,
} from '../../../test/helpers/checkout';
import { type FakeAnswer, paystackTransaction, startFakePaystack } from '../../../test/helpers/fake-paystack';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { registerShopper, type Shopper } from '../../../test/helpers/users';
import { orders, payments } from '../../db/schema';

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
    const verifyAs = (buyer: Shopper, reference: string) =>
      call(context.app, 'POST', '/api/payments/verify', { token: buyer.token, body: { reference } });
    /** A new shopper with one product in the cart and the checkout started (Paystack initialised it). */
    const startedCheckout = async (index = 0) => {
      const buyer = await registerShopper(context.app);
      const chosen = (await productsInStock(context.app, 10))[index + 1]!;
      await addToCart(context.app, buyer.token, chosen, 1);
      return { buyer, ...(await startCart(context.app, buyer)) };
    };
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
        payOnDelivery: expect.objectContaining({ enabled: true }),
      });
    });

    it('turns the test provider off', async () => {
      const response = await call(context.app, 'POST', '/api/payments/test/charge', {
        token: shopper.token,
        body: { accessCode: 'test_anything', outcome: 'success' },
      });
      expect(response).toMatchObject({
        status: 404,
        body: { success: false, message: API_MESSAGES.testProviderDisabled },
      });
    });

    it('initialises the server’s amount and reference, verifies with the secret key and records the payment', async () => {
      const { buyer, started, figures, reference } = await startedCheckout();
      const initialised = fake.initializations.find((body) => body.reference === reference);
      expect(initialised).toEqual({
        email: buyer.email,
        amount: figures.totalPesewas,
        currency: 'GHS',
        reference,
        metadata: { orderId: started.orderId },
      });
      expect(started.payment).toMatchObject({
        provider: 'paystack',
        publicKey: 'pk_test_x',
        accessCode: fake.transactions.get(reference)!.accessCode,
      });
      const init = fake.requests.find((request) => request.path === '/transaction/initialize');
      expect(init?.authorization).toBe(`Bearer ${SECRET_KEY}`);

      fake.pay(reference);
      const response = await verifyAs(buyer, reference);
      expect(response.status).toBe(200);
      expect(verifyPaymentResponseSchema.parse(response.body)).toEqual({
        success: true,
        reference,
        amount: figures.total,
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
        amountPesewas: figures.totalPesewas,
        channel: 'mobile_money',
        status: 'success',
        orderId: started.orderId,
      });
      expect(row!.customerEmail).toBe(buyer.email);
    });

    it('refuses failed and unpaid payments, and references no checkout started', async () => {
      const { buyer, reference } = await startedCheckout(1);
      expect(await verifyAs(buyer, reference)).toMatchObject({
        status: 402,
        body: { message: API_MESSAGES.paymentCancelled },
      });
      fake.pay(reference, { status: 'failed' });
      expect(await verifyAs(buyer, reference)).toMatchObject({
        status: 402,
        body: { message: API_MESSAGES.paymentNotSuccessful },
      });
      expect((await orderRow(context, reference))!.paymentStatus).toBe('Pending');
      expect(await verifyAs(buyer, newReference('unknown'))).toMatchObject({
        status: 404,
        body: { success: false, message: API_MESSAGES.checkoutNotFound },
      });
    });

    it('answers a clear 502 and writes nothing when Paystack is slow or failing at verify', async () => {
      const { buyer, reference, figures } = await startedCheckout(2);
      const answers: FakeAnswer[] = [
        {
          kind: 'slow',
          delayMs: 15_000,
          body: { status: true, data: paystackTransaction(reference, figures.totalPesewas) },
        },
        { kind: 'fail' },
        { kind: 'json', status: 200, body: { unexpected: 'shape' } },
      ];
      for (const answer of answers) {
        fake.answers.set(reference, answer);
        const started = Date.now();
        const response = await verifyAs(buyer, reference);
        // Well before the slow answer: the shop gave up at its timeout, however busy the machine.
        expect(Date.now() - started).toBeLessThan(10_000);
        expect(response).toMatchObject({
          status: 502,
          body: { success: false, message: API_MESSAGES.paymentUnreachable },
        });
      }
      fake.answers.delete(reference);
      expect(await paymentRows(reference)).toHaveLength(0);
      expect((await orderRow(context, reference))!.paymentStatus).toBe('Pending');
    });

    it('releases the hold at once and answers 502 when Paystack does not initialise', async () => {
      const buyer = await registerShopper(context.app);
      await addToCart(context.app, buyer.token, product, 1);
      const city = await firstDeliveryCity(context.app);
      const figures = await cartFigures(context.app, buyer.token, city);
      const stockBefore = await stockOf(context, product.id);
      const ordersBefore = await orderCount();
      fake.failInitialize = true;
      try {
        const response = await startCheckout(context.app, buyer, startBody(buyer, figures, city.city));
        expect(response).toMatchObject({
          status: 502,
          body: { success: false, message: API_MESSAGES.paymentUnreachable },
        });
      } finally {
        fake.failInitialize = false;
      }
      expect(await stockOf(context, product.id)).toBe(stockBefore);
      const [released] = await context.database.db.select().from(orders).where(eq(orders.email, buyer.email));
      expect(released).toMatchObject({ paymentStatus: 'Expired' });
      expect(await orderCount()).toBe(ordersBefore + 1);
      expect(
        (await call(context.app, 'GET', '/api/cart', { token: buyer.token })).body.cartItems,
      ).toHaveLength(1);
      // Paystack answers again: the next Pay holds the stock anew.
      const again = await startCheckout(context.app, buyer, startBody(buyer, figures, city.city));
      expect(again.status).toBe(200);
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

    it('settles on a signed charge.success once, however often Paystack sends it', async () => {
      const { buyer, reference, figures, started } = await startedCheckout(3);
      fake.pay(reference);
      const { payload: body } = fake.chargeSuccessWebhook(reference, SECRET_KEY);
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
        amountPesewas: figures.totalPesewas,
        orderId: started.orderId,
      });
      expect(rows[0]!.paidAt).toBeInstanceOf(Date);
      expect(rows[0]!.userId).not.toBeNull();
      expect((await orderRow(context, reference))!.paymentStatus).toBe('Paid');
      expect((await call(context.app, 'GET', '/api/cart', { token: buyer.token })).body.cartItems).toEqual(
        [],
      );

      // A reference no checkout started is acknowledged (Paystack stops resending) and writes nothing.
      const stranger = newReference('hook');
      const unknown = JSON.stringify({ event: 'charge.success', data: paystackTransaction(stranger, 7500) });
      expect((await webhook(unknown, sign(unknown))).statusCode).toBe(200);
      expect(await paymentRows(stranger)).toHaveLength(0);

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

    it('refuses a signed event holding a lone surrogate or a NUL with 400, and writes nothing', async () => {
      const { reference, figures } = await startedCheckout(4);
      fake.pay(reference);
      const transaction = paystackTransaction(reference, figures.totalPesewas);
      const spoilt = [
        { ...transaction, gateway_response: 'Approved \ud800' },
        { ...transaction, customer: { ...transaction.customer, email: 'ama\u0000@example.com' } },
      ];
      for (const data of spoilt) {
        const body = JSON.stringify({ event: 'charge.success', data });
        const response = await webhook(body, sign(body));
        expect(response.statusCode, body.slice(0, 80)).toBe(400);
        expect(response.json().success).toBe(false);
      }
      expect(await paymentRows(reference)).toHaveLength(0);
      expect((await orderRow(context, reference))!.paymentStatus).toBe('Pending');
    });
  },
);
