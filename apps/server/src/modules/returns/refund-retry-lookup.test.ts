import { RETURN_MESSAGES, refundableForUnits, startCheckoutResponseSchema } from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createTestUser, insertTestProduct, type TestUser } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { cartFigures, startBody, startCheckout } from '../../../test/helpers/checkout';
import { startFakePaystack } from '../../../test/helpers/fake-paystack';
import { cityFee } from '../../../test/helpers/pay-on-delivery';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { orderItems, refunds, returnRequests } from '../../db/schema';
import { REFUND_ASKING_MS, refundReturn } from './refund-service';
import { orderRow, receivedRequest, refundsOfOrder, requestRow } from './refund-test-fixtures';

const SECRET_KEY = 'sk_test_refund_retry_lookup';
const fake = await startFakePaystack();
afterAll(() => fake.close());

describeEachDatabase(
  'a refund retried after Paystack may have made it',
  {
    seed: true,
    config: {
      paystack: { publicKey: 'pk_test_refund_retry_lookup', secretKey: SECRET_KEY, apiBase: fake.url },
      paystackApiBase: fake.url,
      // Short, so a refund whose answer never comes times out within the test.
      paystackTimeoutMs: 1_500,
    },
  },
  (context) => {
    let staff: TestUser;
    beforeAll(async () => {
      staff = await createTestUser(context.database.db, { isAdmin: true, name: 'Kojo Staff' });
    });

    afterEach(() => {
      fake.failRefund = false;
      fake.refundError = null;
      fake.loseRefundAnswer = null;
      fake.failListRefunds = false;
    });

    /** A GHS 2,299 phone paid in the fake Paystack popup, and a request to return it, Received. */
    async function receivedPaidPhone() {
      const user = await createTestUser(context.database.db);
      const shopper = { name: user.name, email: user.email, password: '', token: user.token };
      const phone = await insertTestProduct(context.database.db, { pricePesewas: 229_900, stock: 20 });
      const added = await call(context.app, 'POST', '/api/cart/add', {
        token: user.token,
        body: { productId: phone.publicId, quantity: 1 },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const city = await cityFee(context.app, 'Accra');
      const figures = await cartFigures(context.app, user.token, city);
      const answer = await startCheckout(context.app, shopper, startBody(shopper, figures, city.city));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const started = startCheckoutResponseSchema.parse(answer.body);
      fake.pay(started.payment.reference);
      const verified = await call(context.app, 'POST', '/api/payments/verify', {
        token: user.token,
        body: { reference: started.payment.reference },
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      const order = await orderRow(context, started.orderId);
      const [line] = await context.database.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id));
      const request = await receivedRequest(context, order, [{ orderItemId: line!.id, quantity: 1 }]);
      return { order, request, share: refundableForUnits(line!, 0, 1) };
    }

    const asksFor = (reference: string) =>
      fake.refundRequests.filter((asked) => asked.reference === reference);
    const madeFor = (reference: string) =>
      fake.recordedRefunds.filter((refund) => refund.reference === reference);

    it('Paystack made the refund but answered 500: the retry settles it with its credit note and pays nothing twice', async () => {
      const { order, request, share } = await receivedPaidPhone();
      fake.loseRefundAnswer = 'error';
      await expect(refundReturn(context.app, request.number, {}, staff.id)).rejects.toMatchObject({
        statusCode: 502,
        message: RETURN_MESSAGES.refundFailed('status 500'),
      });
      fake.loseRefundAnswer = null;
      expect(await requestRow(context, request.id)).toMatchObject({ status: 'Refund failed' });
      expect(madeFor(order.paymentReference)).toHaveLength(1);
      madeFor(order.paymentReference)[0]!.status = 'processed';

      const refunded = await refundReturn(context.app, request.number, {}, staff.id);

      expect(refunded).toMatchObject({ status: 'Refunded', refundFailure: null });
      expect(asksFor(order.paymentReference)).toHaveLength(1);
      expect(madeFor(order.paymentReference)).toEqual([
        expect.objectContaining({ amount: share, status: 'processed' }),
      ]);
      const rows = await refundsOfOrder(context, order.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ state: 'done', amountPesewas: share });
      expect(rows[0]!.creditNoteNumber).not.toBeNull();
      expect(madeFor(order.paymentReference)[0]!.merchantNote).toBe(`refund-${rows[0]!.id}`);
      expect(await orderRow(context, order.id)).toMatchObject({
        refundedPesewas: share,
        paymentStatus: 'Partly refunded',
      });
      expect(fake.transactions.get(order.paymentReference)!.refunded).toBe(share);
    });

    it('the answer timed out and the server stopped before recording it: after two minutes the retry finds the refund and asks nothing', async () => {
      const { order, request, share } = await receivedPaidPhone();
      fake.loseRefundAnswer = 'timeout';
      await expect(refundReturn(context.app, request.number, {}, staff.id)).rejects.toMatchObject({
        statusCode: 502,
        message: RETURN_MESSAGES.refundFailed('no answer'),
      });
      fake.loseRefundAnswer = null;
      // As a stop mid-way leaves it: the row still asking, asked more than two minutes ago.
      const [refund] = await refundsOfOrder(context, order.id);
      await context.database.db.update(refunds).set({ state: 'asking' }).where(eq(refunds.id, refund!.id));
      await context.database.db
        .update(returnRequests)
        .set({ status: 'Received', updatedAt: new Date(Date.now() - REFUND_ASKING_MS - 1_000) })
        .where(eq(returnRequests.id, request.id));
      madeFor(order.paymentReference)[0]!.status = 'processed';

      const refunded = await refundReturn(context.app, request.number, {}, staff.id);

      expect(refunded.status).toBe('Refunded');
      expect(asksFor(order.paymentReference)).toHaveLength(1);
      expect(fake.refunds.filter((reference) => reference === order.paymentReference)).toHaveLength(1);
      expect(await orderRow(context, order.id)).toMatchObject({ refundedPesewas: share });
      expect(fake.transactions.get(order.paymentReference)!.refunded).toBe(share);
    });

    it('a refund Paystack never made (a 500 before it, then a refusal) is asked again and paid once', async () => {
      const { order, request, share } = await receivedPaidPhone();
      fake.failRefund = true;
      await expect(refundReturn(context.app, request.number, {}, staff.id)).rejects.toMatchObject({
        statusCode: 502,
      });
      fake.failRefund = false;
      fake.refundError = 'Insufficient balance to process refund';
      await expect(refundReturn(context.app, request.number, {}, staff.id)).rejects.toMatchObject({
        statusCode: 409,
        message: RETURN_MESSAGES.refundFailed('Insufficient balance to process refund'),
      });
      fake.refundError = null;
      expect(madeFor(order.paymentReference)).toHaveLength(0);

      const refunded = await refundReturn(context.app, request.number, {}, staff.id);

      expect(refunded.status).toBe('Refunded');
      expect(asksFor(order.paymentReference)).toHaveLength(3);
      expect(madeFor(order.paymentReference)).toEqual([expect.objectContaining({ amount: share })]);
      const [done] = await refundsOfOrder(context, order.id);
      expect(done).toMatchObject({ state: 'done', attempts: 3 });
      expect(done!.creditNoteNumber).not.toBeNull();
      expect(await orderRow(context, order.id)).toMatchObject({ refundedPesewas: share });
    });

    it("a refund still pending at Paystack answers 409 and asks nothing; Paystack's event then settles it", async () => {
      const { order, request, share } = await receivedPaidPhone();
      fake.loseRefundAnswer = 'error';
      await expect(refundReturn(context.app, request.number, {}, staff.id)).rejects.toMatchObject({
        statusCode: 502,
      });
      fake.loseRefundAnswer = null;

      await expect(refundReturn(context.app, request.number, {}, staff.id)).rejects.toMatchObject({
        statusCode: 409,
        message: RETURN_MESSAGES.refundAsked,
      });
      expect(asksFor(order.paymentReference)).toHaveLength(1);
      const [refund] = await refundsOfOrder(context, order.id);
      expect(refund).toMatchObject({ state: 'asking' });

      const signed = fake.refundWebhook(
        'refund.processed',
        { reference: order.paymentReference, amount: share, merchantNote: `refund-${refund!.id}` },
        SECRET_KEY,
      );
      const posted = await context.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: signed.payload,
        headers: signed.headers,
      });
      expect(posted.statusCode).toBe(200);
      expect(await requestRow(context, request.id)).toMatchObject({ status: 'Refunded' });
      expect(asksFor(order.paymentReference)).toHaveLength(1);
      expect(fake.transactions.get(order.paymentReference)!.refunded).toBe(share);
    });

    it('a look-up Paystack does not answer asks nothing: 502, and the refund stays failed for a later retry', async () => {
      const { order, request } = await receivedPaidPhone();
      fake.loseRefundAnswer = 'error';
      await expect(refundReturn(context.app, request.number, {}, staff.id)).rejects.toMatchObject({
        statusCode: 502,
      });
      fake.loseRefundAnswer = null;
      fake.failListRefunds = true;

      await expect(refundReturn(context.app, request.number, {}, staff.id)).rejects.toMatchObject({
        statusCode: 502,
        message: RETURN_MESSAGES.refundFailed('status 500'),
      });

      expect(asksFor(order.paymentReference)).toHaveLength(1);
      expect(await requestRow(context, request.id)).toMatchObject({ status: 'Refund failed' });
      const [refund] = await refundsOfOrder(context, order.id);
      expect(refund).toMatchObject({ state: 'failed' });
    });
  },
);
