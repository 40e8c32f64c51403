import {
  API_MESSAGES,
  adminOrderListResponseSchema,
  collectionResponseSchema,
  dashboardResponseSchema,
  formatGhs,
  PAY_ON_DELIVERY_TEXTS,
  REFUSED_DELIVERIES_LIMIT,
} from '@shop/shared';
import { expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { stockOf } from '../../../test/helpers/checkout';
import {
  deliveryPlaceOf,
  fillCart,
  moveOrder,
  newProduct,
  newShopper,
  newStaff,
  orderById,
  outboxTo,
  placeOnDelivery,
  recordOutcome,
  startWith,
} from '../../../test/helpers/pay-on-delivery';
import { snapshotTables } from '../../../test/helpers/table-snapshot';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';

const texts = PAY_ON_DELIVERY_TEXTS.collection;
const today = () => new Date().toISOString().slice(0, 10);

async function revenueToday(context: TestContext, staffToken: string): Promise<number> {
  const dashboard = dashboardResponseSchema.parse(
    (await call(context.app, 'GET', '/api/admin/dashboard', { token: staffToken })).body,
  );
  return dashboard.days.find((day) => day.date === today())!.revenue;
}

/** The order's row in the admin site's orders list (GET /api/admin/orders). */
async function adminListed(context: TestContext, staffToken: string, email: string, orderId: string) {
  const url = `/api/admin/orders?q=${encodeURIComponent(email)}`;
  const listed = adminOrderListResponseSchema.parse(
    (await call(context.app, 'GET', url, { token: staffToken })).body,
  );
  return listed.orders.find((order) => order._id === orderId);
}

/** Sessions note their last use on every call: a refusal must change nothing else. */
const snapshot = (context: TestContext) =>
  snapshotTables(context.database, { leaveOut: { sessions: ['last_used_at'] } });

/** An order to pay on delivery of `quantity` units at GHS 100, delivered in Accra (GHS 25), loaded on the truck. */
async function outForDelivery(context: TestContext, staffToken: string, quantity = 1) {
  const shopper = await newShopper(context);
  const product = await newProduct(context, { stock: 10 });
  const { orderId } = await placeOnDelivery(context, shopper, [[product, quantity]]);
  expect((await moveOrder(context, staffToken, orderId, 'In Truck')).status).toBe(200);
  return { shopper, product, orderId, total: quantity * 100 + 25 };
}

describeEachDatabase('pay on delivery at the door', { seed: true }, (context) => {
  it('records Collected (cash) only for the exact amount; the order then counts in revenue and can be Delivered', async () => {
    const staff = await newStaff(context);
    const { orderId, total, shopper } = await outForDelivery(context, staff.token, 2);
    const revenueBefore = await revenueToday(context, staff.token);

    const wrong = await recordOutcome(context, staff.token, orderId, {
      outcome: 'collected',
      method: 'cash',
      amount: total - 5,
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe(texts.wrongAmount(formatGhs(total)));
    expect((await orderById(context, orderId)).paymentStatus).toBe('To pay on delivery');
    // Placed but not collected: not revenue yet.
    expect(await revenueToday(context, staff.token)).toBe(revenueBefore);
    expect(await adminListed(context, staff.token, shopper.email, orderId)).toMatchObject({
      paymentMethod: 'pay-on-delivery',
      howPaid: PAY_ON_DELIVERY_TEXTS.howPaid.toPayOnDelivery(formatGhs(total)),
      amountToCollect: total,
    });

    const collected = await recordOutcome(context, staff.token, orderId, {
      outcome: 'collected',
      method: 'cash',
      amount: total,
    });
    expect(collected.status, JSON.stringify(collected.body)).toBe(200);
    const answer = collectionResponseSchema.parse(collected.body);
    expect(answer.message).toBe(texts.collectedRecorded(formatGhs(total)));
    expect(answer.order).toMatchObject({
      paymentStatus: 'Collected',
      amountToCollect: 0,
      howPaid: PAY_ON_DELIVERY_TEXTS.howPaid.collected('cash'),
      collection: {
        outcome: 'collected',
        method: 'cash',
        amount: total,
        recordedBy: { id: staff.id, name: staff.name },
      },
      staffMoves: ['In Transit', 'Delivered'],
    });
    expect(await revenueToday(context, staff.token)).toBe(revenueBefore + total);
    expect(await adminListed(context, staff.token, shopper.email, orderId)).toMatchObject({
      paymentMethod: 'pay-on-delivery',
      howPaid: PAY_ON_DELIVERY_TEXTS.howPaid.collected('cash'),
      amountToCollect: 0,
    });
    const receipt = PAY_ON_DELIVERY_TEXTS.sms.collected(answer.order.orderNumber, formatGhs(total));
    expect((await outboxTo(context, deliveryPlaceOf(shopper).phone)).map((sms) => sms.text)).toContain(
      receipt,
    );

    // Once collected, a second outcome is a move the table does not have.
    const again = await recordOutcome(context, staff.token, orderId, {
      outcome: 'refused',
      reason: 'Changed mind',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(texts.notToCollect('Collected'));
    expect((await moveOrder(context, staff.token, orderId, 'Cancelled')).body.message).toBe(
      texts.collectedNotCancelled,
    );
    const delivered = await moveOrder(context, staff.token, orderId, 'Delivered');
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    expect(delivered.body.order.orderStatus).toBe('Delivered');

    const listed = await call(context.app, 'GET', '/api/orders/order', { token: shopper.token });
    expect(listed.body.orders[0]).toMatchObject({ paymentStatus: 'Collected', orderStatus: 'Delivered' });
  });

  it('records MoMo with its transaction id, and refuses an outcome before the order is out for delivery', async () => {
    const staff = await newStaff(context);
    const shopper = await newShopper(context);
    const product = await newProduct(context);
    const { orderId } = await placeOnDelivery(context, shopper, [[product, 1]]);
    const early = await recordOutcome(context, staff.token, orderId, {
      outcome: 'collected',
      method: 'cash',
      amount: 125,
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(texts.notOutForDelivery('Pending'));

    await moveOrder(context, staff.token, orderId, 'In Truck');
    await moveOrder(context, staff.token, orderId, 'In Transit');
    const noId = await recordOutcome(context, staff.token, orderId, {
      outcome: 'collected',
      method: 'momo',
      amount: 125,
    });
    expect(noId.status).toBe(400);
    expect(noId.body.message.toLowerCase()).toContain(texts.momoIdRequired.toLowerCase());
    const momo = await recordOutcome(context, staff.token, orderId, {
      outcome: 'collected',
      method: 'momo',
      momoTransactionId: '51234567890',
      amount: 125,
    });
    expect(momo.status, JSON.stringify(momo.body)).toBe(200);
    expect(momo.body.order.collection).toMatchObject({ method: 'momo', momoTransactionId: '51234567890' });
  });

  it('Refused at the door cancels, returns the stock and counts against the account; after two, pay on delivery is refused until staff restore it', async () => {
    const staff = await newStaff(context);
    const shopper = await newShopper(context);
    const product = await newProduct(context, { stock: 10 });

    for (let refused = 1; refused <= REFUSED_DELIVERIES_LIMIT; refused += 1) {
      const { orderId } = await placeOnDelivery(context, shopper, [[product, 3]]);
      expect(await stockOf(context, product.id)).toBe(7);
      await moveOrder(context, staff.token, orderId, 'In Truck');
      const answer = await recordOutcome(context, staff.token, orderId, {
        outcome: 'refused',
        reason: 'Not at home, would not answer the phone',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.message).toBe(texts.refusedRecorded);
      expect(answer.body.order).toMatchObject({
        orderStatus: 'Cancelled',
        paymentStatus: 'Refused at the door',
      });
      expect(await stockOf(context, product.id)).toBe(10);
      const customer = await call(
        context.app,
        'GET',
        `/api/admin/customers?q=${encodeURIComponent(shopper.email)}`,
        {
          token: staff.token,
        },
      );
      expect(customer.body.customers[0]).toMatchObject({
        refusedDeliveries: refused,
        payOnDeliveryBlocked: refused >= REFUSED_DELIVERIES_LIMIT,
      });
    }
    const mails = await outboxTo(context, shopper.email);
    const cancellations = mails.filter(
      (mail) => mail.kind === 'order-status' && mail.subject.endsWith(': Cancelled'),
    );
    expect(cancellations).toHaveLength(REFUSED_DELIVERIES_LIMIT);
    expect(cancellations[0]!.text).toContain('Not at home, would not answer the phone');

    await fillCart(context.app, shopper, [[product, 1]]);
    const before = await snapshot(context);
    const blocked = await startWith(context.app, shopper);
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe(
      PAY_ON_DELIVERY_TEXTS.refusals.accountBlocked(REFUSED_DELIVERIES_LIMIT),
    );
    // No order, the stock and the cart as they were.
    expect(await snapshot(context)).toEqual(before);
    const profile = await call(context.app, 'GET', '/api/user/profile', { token: shopper.token });
    expect(profile.body.user.payOnDeliveryBlocked).toBe(true);

    const restored = await call(context.app, 'POST', `/api/admin/customers/${shopper.id}/pay-on-delivery`, {
      token: staff.token,
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.customer).toMatchObject({ refusedDeliveries: 0, payOnDeliveryBlocked: false });
    expect((await startWith(context.app, shopper)).status).toBe(200);
  });

  it('cancels an order to pay on delivery as Cancelled unpaid (stock back, nothing refunded), and never moves an unplaced checkout', async () => {
    const staff = await newStaff(context);
    const shopper = await newShopper(context);
    const product = await newProduct(context, { stock: 4 });
    const { orderId } = await placeOnDelivery(context, shopper, [[product, 2]]);
    const cancelled = await moveOrder(context, staff.token, orderId, 'Cancelled');
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await orderById(context, orderId)).toMatchObject({
      orderStatus: 'Cancelled',
      paymentStatus: 'Cancelled unpaid',
    });
    expect(await stockOf(context, product.id)).toBe(4);
    // Not a refusal at the door: the account keeps its standing.
    const customer = await call(
      context.app,
      'GET',
      `/api/admin/customers?q=${encodeURIComponent(shopper.email)}`,
      { token: staff.token },
    );
    expect(customer.body.customers[0].refusedDeliveries).toBe(0);

    const outcome = await recordOutcome(context, staff.token, orderId, {
      outcome: 'collected',
      method: 'cash',
      amount: 225,
    });
    expect(outcome.status).toBe(409);
    expect(outcome.body.message).toBe(texts.notToCollect('Cancelled unpaid'));

    // A checkout awaiting an online payment is no order to record at the door or to move.
    const payer = await newShopper(context);
    await fillCart(context.app, payer, [[product, 1]]);
    const pending = await startWith(context.app, payer, 'Accra', { paymentMethod: 'paystack' });
    expect(pending.status).toBe(200);
    expect((await moveOrder(context, staff.token, pending.body.orderId, 'In Truck')).body.message).toBe(
      API_MESSAGES.orderNotPaid,
    );
    expect(
      (await recordOutcome(context, staff.token, pending.body.orderId, { outcome: 'refused', reason: 'x' }))
        .status,
    ).toBe(409);
  });

  it('refuses bad outcome bodies with 400 naming the field, and unknown orders with 404', async () => {
    const staff = await newStaff(context);
    const { orderId } = await outForDelivery(context, staff.token);
    for (const body of [
      {},
      { outcome: 'lost' },
      { outcome: 'collected', method: 'cheque', amount: 125 },
      { outcome: 'collected', method: 'cash' },
      { outcome: 'collected', method: 'cash', amount: 125, momoTransactionId: '123' },
      { outcome: 'refused' },
      { outcome: 'refused', reason: '   ' },
    ]) {
      const answer = await recordOutcome(context, staff.token, orderId, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    const unknown = await recordOutcome(context, staff.token, '00000000-0000-4000-8000-000000000000', {
      outcome: 'refused',
      reason: 'No such order',
    });
    expect(unknown.status).toBe(404);
    const shopper = await newShopper(context);
    const asShopper = await recordOutcome(context, shopper.token, orderId, {
      outcome: 'refused',
      reason: 'Mine',
    });
    expect(asShopper.status).toBe(403);
    expect((await orderById(context, orderId)).paymentStatus).toBe('To pay on delivery');
  });
});
