import {
  API_MESSAGES,
  paymentConfigResponseSchema,
  testChargeResponseSchema,
  verifyPaymentResponseSchema,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import {
  addToCart,
  newReference,
  orderRow,
  productsInStock,
  startCart,
  testCharge,
} from '../../../test/helpers/checkout';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { registerShopper, type Shopper } from '../../../test/helpers/users';
import { payments, testPaymentTransactions } from '../../db/schema';

describeEachDatabase('payments with the built-in test provider', { seed: true }, (context) => {
  let shopper: Shopper;
  beforeAll(async () => {
    shopper = await registerShopper(context.app);
  });
  const paymentRows = (reference: string) =>
    context.database.db.select().from(payments).where(eq(payments.reference, reference));
  /** A new shopper with one product in the cart and the checkout started. */
  const startedCheckout = async (index = 0) => {
    const buyer = await registerShopper(context.app);
    const product = (await productsInStock(context.app, 10))[index]!;
    await addToCart(context.app, buyer.token, product, 1);
    return { buyer, ...(await startCart(context.app, buyer)) };
  };

  it('tells anyone which provider is in use, without a token', async () => {
    const { status, body } = await call(context.app, 'GET', '/api/payments/config');
    expect(status).toBe(200);
    expect(paymentConfigResponseSchema.parse(body)).toEqual({
      success: true,
      provider: 'test',
      publicKey: null,
      currency: 'GHS',
      // The demo shop's pay on delivery (decision 0034).
      payOnDelivery: {
        enabled: true,
        cities: ['Accra', 'Tema', 'Kumasi'],
        maxOrderTotal: 3000,
        verifiedPhoneRequired: false,
      },
    });
  });

  it('initialises the server’s amount at start, charges it by access code and verifies it in the exact shape', async () => {
    const { buyer, started, figures, reference } = await startedCheckout();
    expect(started).toMatchObject({
      state: 'awaiting-payment',
      payment: {
        provider: 'test',
        publicKey: null,
        currency: 'GHS',
        amount: figures.total,
        email: buyer.email,
      },
    });
    expect(reference).toMatch(/^[A-Za-z0-9.=-]+$/);
    const [transaction] = await context.database.db
      .select()
      .from(testPaymentTransactions)
      .where(eq(testPaymentTransactions.reference, reference));
    expect(transaction).toMatchObject({
      accessCode: started.payment.accessCode,
      amountPesewas: figures.totalPesewas,
      email: buyer.email,
      status: 'initialized',
    });

    const charge = await call(context.app, 'POST', '/api/payments/test/charge', {
      token: buyer.token,
      body: { accessCode: started.payment.accessCode, outcome: 'success' },
    });
    expect(charge.status).toBe(200);
    expect(testChargeResponseSchema.parse(charge.body)).toEqual({
      success: true,
      message: API_MESSAGES.testChargeRecorded,
      reference,
      status: 'success',
    });

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const verify = await call(context.app, 'POST', '/api/payments/verify', {
        token: buyer.token,
        body: { reference },
      });
      expect(verify.status).toBe(200);
      expect(verifyPaymentResponseSchema.parse(verify.body)).toEqual({
        success: true,
        reference,
        amount: figures.total,
        currency: 'GHS',
        status: 'success',
      });
      expect(Object.keys(verify.body).sort()).toEqual([
        'amount',
        'currency',
        'reference',
        'status',
        'success',
      ]);
    }
    const order = await orderRow(context, reference);
    expect(order).toMatchObject({ paymentStatus: 'Paid' });
    const rows = await paymentRows(reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'test',
      amountPesewas: figures.totalPesewas,
      currency: 'GHS',
      status: 'success',
      orderId: order!.id,
    });
    expect(rows[0]!.paidAt).toBeInstanceOf(Date);
    expect(rows[0]!.raw).toMatchObject({ status: true, data: { reference } });

    // Paid once: the dialog cannot pay it again.
    const again = await call(context.app, 'POST', '/api/payments/test/charge', {
      token: buyer.token,
      body: { accessCode: started.payment.accessCode, outcome: 'success' },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { success: false, message: API_MESSAGES.referenceUsed },
    });
  });

  it('charges only the calling account’s transaction', async () => {
    const { started, reference } = await startedCheckout(1);
    const other = await registerShopper(context.app);
    const stolen = await call(context.app, 'POST', '/api/payments/test/charge', {
      token: other.token,
      body: { accessCode: started.payment.accessCode, outcome: 'success' },
    });
    expect(stolen).toMatchObject({
      status: 404,
      body: { success: false, message: API_MESSAGES.checkoutNotFound },
    });
    const unknown = await call(context.app, 'POST', '/api/payments/test/charge', {
      token: other.token,
      body: { accessCode: 'test_nothing_here', outcome: 'success' },
    });
    expect(unknown.status).toBe(404);
    const [transaction] = await context.database.db
      .select()
      .from(testPaymentTransactions)
      .where(eq(testPaymentTransactions.reference, reference));
    expect(transaction!.status).toBe('initialized');
  });

  it('answers 402 for a cancelled payment and 404 for a reference no checkout started', async () => {
    const { buyer, started, reference } = await startedCheckout(2);
    await testCharge(context.app, buyer, started.payment.accessCode, 'cancel');
    const refused = await call(context.app, 'POST', '/api/payments/verify', {
      token: buyer.token,
      body: { reference },
    });
    expect(refused).toMatchObject({
      status: 402,
      body: { success: false, message: API_MESSAGES.paymentCancelled },
    });
    expect((await paymentRows(reference))[0]).toMatchObject({ status: 'abandoned', paidAt: null });
    expect((await orderRow(context, reference))!.paymentStatus).toBe('Pending');

    const unknown = newReference('never-paid');
    const missing = await call(context.app, 'POST', '/api/payments/verify', {
      token: buyer.token,
      body: { reference: unknown },
    });
    expect(missing).toMatchObject({
      status: 404,
      body: { success: false, message: API_MESSAGES.checkoutNotFound },
    });
    expect(await paymentRows(unknown)).toHaveLength(0);
  });

  it("refuses to verify another shopper's payment", async () => {
    const { buyer, started, reference } = await startedCheckout(3);
    await testCharge(context.app, buyer, started.payment.accessCode);
    const thief = await registerShopper(context.app);
    const stolen = await call(context.app, 'POST', '/api/payments/verify', {
      token: thief.token,
      body: { reference },
    });
    expect(stolen).toMatchObject({
      status: 409,
      body: { success: false, message: API_MESSAGES.referenceUsed },
    });
    expect(await paymentRows(reference)).toHaveLength(0);
    expect((await orderRow(context, reference))!.paymentStatus).toBe('Pending');
  });

  it("leaves another shopper's verified payment row exactly as it was when refusing to verify it", async () => {
    const { buyer, started, reference } = await startedCheckout(4);
    await testCharge(context.app, buyer, started.payment.accessCode);
    const verified = await call(context.app, 'POST', '/api/payments/verify', {
      token: buyer.token,
      body: { reference },
    });
    expect(verified.status).toBe(200);
    const [paymentBefore] = await paymentRows(reference);
    const orderBefore = await orderRow(context, reference);
    expect(paymentBefore).toBeDefined();

    const thief = await registerShopper(context.app);
    const stolen = await call(context.app, 'POST', '/api/payments/verify', {
      token: thief.token,
      body: { reference },
    });
    expect(stolen).toMatchObject({
      status: 409,
      body: { success: false, message: API_MESSAGES.referenceUsed },
    });
    expect(await paymentRows(reference)).toEqual([paymentBefore]);
    expect(await orderRow(context, reference)).toEqual(orderBefore);
  });

  it('needs a token for charge and verify, and refuses a malformed reference', async () => {
    for (const url of ['/api/payments/test/charge', '/api/payments/verify']) {
      expect((await call(context.app, 'POST', url, { body: { reference: 'abcdef' } })).status, url).toBe(401);
      expect((await call(context.app, 'POST', url, { body: {}, token: 'bad' })).status, url).toBe(401);
    }
    const bad = await call(context.app, 'POST', '/api/payments/verify', {
      token: shopper.token,
      body: { reference: 'has spaces and / slashes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message.toLowerCase()).toContain('reference');
    const oldBody = await call(context.app, 'POST', '/api/payments/test/charge', {
      token: shopper.token,
      body: { reference: newReference(), email: shopper.email, amount: 100, outcome: 'success' },
    });
    expect(oldBody.status).toBe(400);
  });

  it('takes no webhooks when Paystack is not configured', async () => {
    const response = await call(context.app, 'POST', '/api/payments/webhook', {
      body: { event: 'charge.success' },
      headers: { 'x-paystack-signature': 'abc' },
    });
    expect(response).toMatchObject({
      status: 404,
      body: { success: false, message: API_MESSAGES.webhookDisabled },
    });
  });
});
