import { refundableForUnits, startCheckoutResponseSchema } from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createTestUser, insertTestProduct, type TestUser } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { cartFigures, startBody, startCheckout } from '../../../test/helpers/checkout';
import { startFakePaystack } from '../../../test/helpers/fake-paystack';
import { cityFee } from '../../../test/helpers/pay-on-delivery';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { auditLog, orderItems } from '../../db/schema';
import { orderRow, receivedRequest, refundsOfOrder, requestRow } from './refund-test-fixtures';

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
