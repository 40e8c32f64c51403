import {
  API_MESSAGES,
  paymentConfigResponseSchema,
  testChargeResponseSchema,
  verifyPaymentResponseSchema,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { payments } from '../src/db/schema';
import { call } from './helpers/api';
import { newReference, testCharge } from './helpers/checkout';
import { describeEachDatabase } from './helpers/test-app';
import { registerShopper, type Shopper } from './helpers/users';

describeEachDatabase('payments with the built-in test provider', {}, (context) => {
  let shopper: Shopper;
  beforeAll(async () => {
    shopper = await registerShopper(context.app);
  });
  const paymentRows = (reference: string) =>
    context.database.db.select().from(payments).where(eq(payments.reference, reference));

  it('tells anyone which provider is in use, without a token', async () => {
    const { status, body } = await call(context.app, 'GET', '/api/payments/config');
    expect(status).toBe(200);
    expect(paymentConfigResponseSchema.parse(body)).toEqual({
      success: true,
      provider: 'test',
      publicKey: null,
      currency: 'GHS',
    });
  });

  it('records a test charge and verifies it in the exact shape, storing one payment row', async () => {
    const reference = newReference();
    const charge = await call(context.app, 'POST', '/api/payments/test/charge', {
      token: shopper.token,
      body: { reference, email: shopper.email, amount: 123_456, outcome: 'success' },
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
        token: shopper.token,
        body: { reference },
      });
      expect(verify.status).toBe(200);
      expect(verifyPaymentResponseSchema.parse(verify.body)).toEqual({
        success: true,
        reference,
        amount: 1234.56,
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
    const rows = await paymentRows(reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'test',
      amountPesewas: 123_456,
      currency: 'GHS',
      status: 'success',
      orderId: null,
    });
    expect(rows[0]!.paidAt).toBeInstanceOf(Date);
    expect(rows[0]!.raw).toMatchObject({ status: true, data: { reference } });
  });

  it('refuses a reused charge reference', async () => {
    const reference = await testCharge(context.app, shopper, 5000);
    const again = await call(context.app, 'POST', '/api/payments/test/charge', {
      token: shopper.token,
      body: { reference, email: shopper.email, amount: 5000, outcome: 'success' },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { success: false, message: API_MESSAGES.referenceUsed },
    });
  });

  it('answers 402 for a cancelled payment and 400 for an unknown reference', async () => {
    const cancelled = await testCharge(context.app, shopper, 5000, 'cancel');
    const refused = await call(context.app, 'POST', '/api/payments/verify', {
      token: shopper.token,
      body: { reference: cancelled },
    });
    expect(refused).toMatchObject({
      status: 402,
      body: { success: false, message: API_MESSAGES.paymentCancelled },
    });
    expect((await paymentRows(cancelled))[0]).toMatchObject({ status: 'abandoned', paidAt: null });

    const unknown = newReference('never-paid');
    const missing = await call(context.app, 'POST', '/api/payments/verify', {
      token: shopper.token,
      body: { reference: unknown },
    });
    expect(missing).toMatchObject({
      status: 400,
      body: { success: false, message: API_MESSAGES.paymentNotFound },
    });
    expect(await paymentRows(unknown)).toHaveLength(0);
  });

  it("refuses to verify another shopper's payment", async () => {
    const reference = await testCharge(context.app, shopper, 7000);
    expect(
      (await call(context.app, 'POST', '/api/payments/verify', { token: shopper.token, body: { reference } }))
        .status,
    ).toBe(200);
    const thief = await registerShopper(context.app);
    const stolen = await call(context.app, 'POST', '/api/payments/verify', {
      token: thief.token,
      body: { reference },
    });
    expect(stolen).toMatchObject({
      status: 409,
      body: { success: false, message: API_MESSAGES.referenceUsed },
    });
    expect((await paymentRows(reference))[0]!.userId).not.toBeNull();
  });

  it('refuses a test charge too large for the amount column with 400, not 500', async () => {
    const response = await call(context.app, 'POST', '/api/payments/test/charge', {
      token: shopper.token,
      body: { reference: newReference(), email: shopper.email, amount: 3_000_000_000, outcome: 'success' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body).toMatchObject({ success: false });
    expect(response.body.message.toLowerCase()).toContain('amount');
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
