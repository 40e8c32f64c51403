import { RETURN_MESSAGES } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../../test/helpers/admin-fixtures';
import { startFakePaystack } from '../../../test/helpers/fake-paystack';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { refunds, returnRequests } from '../../db/schema';
import { REFUND_ASKING_MS, refundReturn } from './refund-service';
import {
  orderRow,
  receivedPaidPhone as receivedPhone,
  refundsOfOrder,
  requestRow,
} from './refund-test-fixtures';

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

    const receivedPaidPhone = () => receivedPhone(context, fake);

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
