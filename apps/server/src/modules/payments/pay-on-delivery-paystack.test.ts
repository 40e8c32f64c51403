import { createHmac } from 'node:crypto';
import { PAY_ON_DELIVERY_TEXTS, PAY_ONLINE, startCheckoutResponseSchema } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { stockOf } from '../../../test/helpers/checkout';
import { startFakePaystack } from '../../../test/helpers/fake-paystack';
import {
  moveOrder,
  newProduct,
  newShopper,
  newStaff,
  orderById,
  ordersOf,
  placeOnDelivery,
} from '../../../test/helpers/pay-on-delivery';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';
import { payments } from '../../db/schema';

const SECRET_KEY = 'sk_test_x';
const fake = await startFakePaystack();
afterAll(() => fake.close());

const sign = (body: string) => createHmac('sha512', SECRET_KEY).update(body).digest('hex');

type Shopper = Awaited<ReturnType<typeof newShopper>>;

const payNow = (context: TestContext, token: string, orderId: string) =>
  call(context.app, 'POST', `/api/orders/${orderId}/pay-now`, { token });

describeEachDatabase(
  'pay now instead of on delivery, through Paystack (a fake Paystack on 127.0.0.1)',
  {
    seed: true,
    config: {
      paystack: { publicKey: 'pk_test_x', secretKey: SECRET_KEY, apiBase: fake.url },
      paystackApiBase: fake.url,
    },
  },
  (context) => {
    /** An order to pay on delivery of two units at GHS 100, to Accra (GHS 25), and its Paystack charge started by "Pay now". */
    async function paidNowStarted(shopper: Shopper) {
      const product = await newProduct(context, { stock: 6 });
      const { orderId } = await placeOnDelivery(context, shopper, [[product, 2]]);
      const answer = await payNow(context, shopper.token, orderId);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const started = startCheckoutResponseSchema.parse(answer.body);
      expect(started).toMatchObject({
        state: 'awaiting-payment',
        orderId,
        payment: { provider: 'paystack', publicKey: 'pk_test_x', amount: 225 },
      });
      const { reference } = started.payment;
      // Paystack is asked for the order's own amount, on the order's reference.
      expect(fake.initializations.find((body) => body.reference === reference)).toEqual({
        email: shopper.email,
        amount: 22_500,
        currency: 'GHS',
        reference,
        metadata: { orderId },
      });
      expect((await orderById(context, orderId)).paymentReference).toBe(reference);
      return { orderId, reference, product };
    }

    async function expectPaidOnce(shopper: Shopper, orderId: string, reference: string) {
      const rows = await ordersOf(context, shopper.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: orderId,
        paymentStatus: 'Paid',
        paymentMethod: PAY_ONLINE,
        orderStatus: 'Pending',
      });
      const recorded = await context.database.db
        .select()
        .from(payments)
        .where(eq(payments.reference, reference));
      expect(recorded).toHaveLength(1);
      expect(recorded[0]).toMatchObject({
        provider: 'paystack',
        status: 'success',
        amountPesewas: 22_500,
        orderId,
      });
      const listed = await call(context.app, 'GET', '/api/orders/order', { token: shopper.token });
      expect(listed.body.orders[0]).toMatchObject({
        paymentStatus: 'Paid',
        canPayNow: false,
        amountToCollect: 0,
        howPaid: PAY_ON_DELIVERY_TEXTS.howPaid.paidOnline,
      });
      // Asked again: nothing more to pay, and no second charge.
      expect((await payNow(context, shopper.token, orderId)).body.state).toBe('paid');
      expect(fake.initializations.filter((body) => body.reference === reference)).toHaveLength(1);
    }

    it('pays the same order through Paystack, then verify: Paid, one order, stock taken once', async () => {
      const shopper = await newShopper(context);
      const { orderId, reference, product } = await paidNowStarted(shopper);
      fake.pay(reference);
      const verified = await call(context.app, 'POST', '/api/payments/verify', {
        token: shopper.token,
        body: { reference },
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      expect(verified.body).toMatchObject({ reference, amount: 225, status: 'success' });
      await expectPaidOnce(shopper, orderId, reference);
      expect(await stockOf(context, product.id)).toBe(4);
    });

    it("pays the same order through Paystack's signed charge.success webhook: Paid, one order", async () => {
      const shopper = await newShopper(context);
      const { orderId, reference } = await paidNowStarted(shopper);
      fake.pay(reference);
      const { payload } = fake.chargeSuccessWebhook(reference, SECRET_KEY);
      const hooked = await context.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': sign(payload) },
      });
      expect(hooked.statusCode, hooked.body).toBe(200);
      await expectPaidOnce(shopper, orderId, reference);
    });

    it('refuses Pay now once the order is In Truck, asking Paystack for nothing', async () => {
      const staff = await newStaff(context);
      const shopper = await newShopper(context);
      const product = await newProduct(context);
      const { orderId } = await placeOnDelivery(context, shopper, [[product, 1]]);
      expect((await moveOrder(context, staff.token, orderId, 'In Truck')).status).toBe(200);

      const initialisedBefore = fake.initializations.length;
      const late = await payNow(context, shopper.token, orderId);
      expect(late.status).toBe(409);
      expect(late.body).toEqual({
        success: false,
        message: PAY_ON_DELIVERY_TEXTS.payNowRefusals.alreadyOnItsWay,
      });
      expect(fake.initializations).toHaveLength(initialisedBefore);
      expect(await orderById(context, orderId)).toMatchObject({
        paymentStatus: 'To pay on delivery',
        paymentMethod: 'pay-on-delivery',
        orderStatus: 'In Truck',
      });
    });
  },
);
