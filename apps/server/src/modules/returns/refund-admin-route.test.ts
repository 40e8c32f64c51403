import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createTestUser, type TestUser } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { startFakePaystack } from '../../../test/helpers/fake-paystack';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { auditLog } from '../../db/schema';
import {
  orderRow,
  receivedPaidPhone as receivedPhone,
  refundsOfOrder,
  requestRow,
} from './refund-test-fixtures';

const SECRET_KEY = 'sk_test_refund_admin_route';
const fake = await startFakePaystack();
afterAll(() => fake.close());

describeEachDatabase(
  'a refund staff make in the admin site, with Paystack slow or failing',
  {
    seed: true,
    config: {
      paystack: { publicKey: 'pk_test_refund_admin_route', secretKey: SECRET_KEY, apiBase: fake.url },
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
      fake.holdRefunds = false;
    });

    const receivedPaidPhone = () => receivedPhone(context, fake);

    const madeFor = (reference: string) =>
      fake.recordedRefunds.filter((refund) => refund.reference === reference);
    const refundRowsOfLog = async () =>
      (
        await context.database.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.route, '/api/admin/returns/:id/moves'))
      )
        .map((row) => row.changes)
        .filter((changes) => changes[0]?.after?.status === 'Refunded');
    const refundThroughAdmin = (number: number) =>
      call(context.app, 'POST', `/api/admin/returns/${number}/moves`, {
        token: staff.token,
        body: { status: 'Refunded' },
      });

    it('Paystack made the refund but answered 500: staff see 502, the try is kept, and the retry pays nothing twice', async () => {
      const { order, request, share } = await receivedPaidPhone();
      fake.loseRefundAnswer = 'error';
      const failed = await refundThroughAdmin(request.number);
      expect(failed.status, JSON.stringify(failed.body)).toBe(502);
      fake.loseRefundAnswer = null;
      // What was asked of Paystack stays on record though the staff's request failed.
      expect(await requestRow(context, request.id)).toMatchObject({ status: 'Refund failed' });
      expect(await refundsOfOrder(context, order.id)).toEqual([expect.objectContaining({ state: 'failed' })]);
      madeFor(order.paymentReference)[0]!.status = 'processed';

      const retried = await refundThroughAdmin(request.number);

      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      // One row in the audit log, for the refund that went through: its state before and after.
      expect(
        (await refundRowsOfLog()).filter((changes) => changes[0]?.after?.number === `RET-${request.number}`),
      ).toEqual([
        [
          expect.objectContaining({
            operation: 'summary',
            before: expect.objectContaining({ status: 'Refund failed' }),
            after: expect.objectContaining({ status: 'Refunded', paymentStatus: 'Partly refunded' }),
          }),
        ],
      ]);
      expect(madeFor(order.paymentReference)).toEqual([expect.objectContaining({ amount: share })]);
      expect(fake.transactions.get(order.paymentReference)!.refunded).toBe(share);
      expect(await orderRow(context, order.id)).toMatchObject({ refundedPesewas: share });
    });

    it('shoppers are answered while a refund waits for Paystack', async () => {
      const { request } = await receivedPaidPhone();
      fake.holdRefunds = true;
      const refunding = refundThroughAdmin(request.number);
      await vi.waitFor(() => expect(fake.heldRefunds).toBe(1), { timeout: 10_000 });
      // The list is answered before Paystack is: the refund holds no transaction meanwhile.
      const listed = await Promise.race([
        call(context.app, 'GET', '/api/product/list?limit=1').then((answer) => answer.status),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 10_000)),
      ]);
      fake.holdRefunds = false;
      expect(listed).toBe(200);
      expect((await refunding).status).toBe(200);
      expect(await requestRow(context, request.id)).toMatchObject({ status: 'Refunded' });
    });
  },
);
