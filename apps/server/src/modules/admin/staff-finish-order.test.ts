import {
  API_MESSAGES,
  adminOrderDetailResponseSchema,
  dashboardResponseSchema,
  invoicePagePath,
  MAIL_TEXTS,
  orderMessagePreviewResponseSchema,
  SHOPPER_ORDER_MESSAGES,
  SMS_TEXTS,
} from '@shop/shared';
import { beforeAll, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { checkout, productsInStock, stockOf } from '../../../test/helpers/checkout';
import {
  moveOrder,
  newProduct,
  newShopper,
  newStaff,
  placeOnDelivery,
  recordOutcome,
} from '../../../test/helpers/pay-on-delivery';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';
import { registerShopper, type Shopper } from '../../../test/helpers/users';
import { outbox } from '../../db/schema';

/** The outbox rows that name the order, e-mails and SMS alike. */
async function messagesAbout(context: TestContext, orderNumber: string) {
  const rows = await context.database.db.select().from(outbox);
  return rows.filter((row) => row.subject.includes(orderNumber) || row.text.includes(orderNumber));
}

describeEachDatabase('staff finish an order and see what a move sends', { seed: true }, (context) => {
  let staffToken: string;

  beforeAll(async () => {
    staffToken = (await newStaff(context)).token;
  });

  const deliveredCount = async () =>
    dashboardResponseSchema.parse(
      (await call(context.app, 'GET', '/api/admin/dashboard', { token: staffToken })).body,
    ).statusCounts.Delivered ?? 0;

  /** A prepaid order of one unit, moved by staff to In Transit. */
  async function paidInTransit(shopper: Shopper) {
    const [product] = await productsInStock(context.app, 3);
    const order = (await checkout(context.app, shopper, [[product!, 1]])).created.body.order;
    for (const status of ['In Truck', 'In Transit'] as const) {
      expect((await moveOrder(context, staffToken, order._id, status)).status).toBe(200);
    }
    return { order, product: product! };
  }

  it('lets staff mark a prepaid order in transit Delivered, with the effects of the shopper confirming it', async () => {
    const shopper = await registerShopper(context.app);
    const { order, product } = await paidInTransit(shopper);
    const detail = adminOrderDetailResponseSchema.parse(
      (await call(context.app, 'GET', `/api/admin/orders/${order._id}`, { token: staffToken })).body,
    );
    expect(detail.order.staffMoves).toEqual(['Delivered', 'Cancelled']);
    const stockBefore = await stockOf(context, product.id);
    const deliveredBefore = await deliveredCount();

    const delivered = await moveOrder(context, staffToken, order._id, 'Delivered');
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    expect(delivered.body.order).toMatchObject({ orderStatus: 'Delivered', paymentStatus: 'Paid' });
    // The same effects as the shopper's Confirm Delivery: stock untouched, the count, the messages.
    expect(await stockOf(context, product.id)).toBe(stockBefore);
    expect(await deliveredCount()).toBe(deliveredBefore + 1);
    const messages = await messagesAbout(context, order.orderNumber);
    expect(messages.map((row) => row.subject)).toContain(
      MAIL_TEXTS.orderStatus.subject(order.orderNumber, 'Delivered'),
    );
    const texts = messages.filter((row) => row.channel === 'sms').map((row) => row.text);
    expect(
      texts.some((text) => text.startsWith(SMS_TEXTS.delivered(order.orderNumber, '').slice(0, 40))),
    ).toBe(true);

    // Finished: the shopper's confirmation and a second staff move are both refused.
    const confirm = await call(context.app, 'PUT', '/api/orders/confirm-delivery', {
      token: shopper.token,
      body: { id: order._id },
    });
    expect(confirm).toMatchObject({ status: 409, body: { message: API_MESSAGES.onlyInTransit } });
    expect((await moveOrder(context, staffToken, order._id, 'Delivered')).status).toBe(409);
    expect(await deliveredCount()).toBe(deliveredBefore + 1);
  });

  it('keeps Delivered from staff before In Transit, and from an order still to be paid at the door', async () => {
    const shopper = await registerShopper(context.app);
    const [product] = await productsInStock(context.app, 3);
    const paid = (await checkout(context.app, shopper, [[product!, 1]])).created.body.order;
    expect(await moveOrder(context, staffToken, paid._id, 'Delivered')).toMatchObject({
      status: 409,
      body: { message: API_MESSAGES.statusMoveNotAllowed('Pending', 'Delivered') },
    });

    const onDelivery = await newShopper(context);
    const { orderId } = await placeOnDelivery(context, onDelivery, [[await newProduct(context), 1]]);
    for (const status of ['In Truck', 'In Transit'] as const) {
      expect((await moveOrder(context, staffToken, orderId, status)).status).toBe(200);
    }
    // The rider records the money first; then Delivered is offered.
    expect((await moveOrder(context, staffToken, orderId, 'Delivered')).status).toBe(409);
    const collected = await recordOutcome(context, staffToken, orderId, {
      outcome: 'collected',
      method: 'cash',
      amount: 125,
    });
    expect(collected.status, JSON.stringify(collected.body)).toBe(200);
    expect((await moveOrder(context, staffToken, orderId, 'Delivered')).status).toBe(200);
  });

  it('previews the e-mail and SMS of a move, the typed reason as the customer reads it, and sends nothing', async () => {
    const shopper = await registerShopper(context.app);
    const [product] = await productsInStock(context.app, 3);
    const order = (await checkout(context.app, shopper, [[product!, 1]])).created.body.order;
    const before = (await messagesAbout(context, order.orderNumber)).length;
    const preview = async (body: object) =>
      call(context.app, 'POST', `/api/admin/orders/${order._id}/message-preview`, {
        token: staffToken,
        body,
      });

    const inTruck = orderMessagePreviewResponseSchema.parse(
      (await preview({ change: 'status', status: 'In Truck' })).body,
    );
    expect(inTruck.email).toMatchObject({
      to: shopper.email,
      subject: MAIL_TEXTS.orderStatus.subject(order.orderNumber, 'In Truck'),
    });
    expect(inTruck.sms?.to).toBe('+233241234567');
    expect(inTruck.sms?.text).toContain(`order ${order.orderNumber} is packed and loaded on the truck`);

    const cancel = orderMessagePreviewResponseSchema.parse(
      (await preview({ change: 'status', status: 'Cancelled', reason: 'The blue one is gone ' })).body,
    );
    expect(cancel.sms?.text).toContain('is cancelled: The blue one is gone.');
    expect(cancel.email?.text).toContain('The blue one is gone');
    // A paid order is refunded in full: the customer is told the amount.
    expect(cancel.sms?.text).toContain('is being refunded');

    // Nothing was queued, and the order did not move.
    expect((await messagesAbout(context, order.orderNumber)).length).toBe(before);
    const detail = await call(context.app, 'GET', `/api/admin/orders/${order._id}`, { token: staffToken });
    expect(detail.body.order.orderStatus).toBe('Pending');

    // Texts turned off: the preview says no SMS goes.
    const off = await call(context.app, 'PUT', '/api/user/phone/order-texts', {
      token: shopper.token,
      body: { orderTexts: false },
    });
    expect(off.status).toBe(200);
    const withoutTexts = orderMessagePreviewResponseSchema.parse(
      (await preview({ change: 'status', status: 'In Truck' })).body,
    );
    expect(withoutTexts.sms).toBeNull();
    expect(withoutTexts.email?.to).toBe(shopper.email);
  });

  it('previews the refusal at the door with the reason the customer will read, and the receipt of a collection by e-mail and SMS', async () => {
    const shopper = await newShopper(context);
    const { orderId } = await placeOnDelivery(context, shopper, [[await newProduct(context), 1]]);
    expect((await moveOrder(context, staffToken, orderId, 'In Truck')).status).toBe(200);
    const preview = async (body: object) =>
      orderMessagePreviewResponseSchema.parse(
        (
          await call(context.app, 'POST', `/api/admin/orders/${orderId}/message-preview`, {
            token: staffToken,
            body,
          })
        ).body,
      );
    const refused = await preview({ change: 'refused', reason: 'Said he never ordered it' });
    expect(refused.email?.subject).toContain('Cancelled');
    expect(refused.email?.text).toContain('Said he never ordered it');
    expect(refused.sms?.text).toContain('is cancelled: Said he never ordered it.');
    expect(refused.sms?.text).not.toContain('refunded');
    const collected = await preview({ change: 'collected' });
    // The receipt by e-mail too, with the invoice the collection issues.
    expect(collected.email?.to).toBe(shopper.email);
    expect(collected.email?.text).toContain('GHS 125.00');
    expect(collected.email?.text).toContain(invoicePagePath(orderId));
    expect(collected.sms?.text).toContain('GHS 125.00');
  });

  it('answers a preview of an unknown order 404, bad input 400 and a shopper 403, never 500', async () => {
    const shopper = await registerShopper(context.app);
    const url = (id: string) => `/api/admin/orders/${id}/message-preview`;
    const body = { change: 'status', status: 'In Truck' };
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect(await call(context.app, 'POST', url(id), { token: staffToken, body })).toMatchObject({
        status: 404,
        body: { success: false, message: API_MESSAGES.orderNotFound },
      });
    }
    for (const bad of [
      {},
      { change: 'status', status: 'Lost' },
      { change: 'refused', reason: 'x'.repeat(501) },
    ]) {
      const answer = await call(context.app, 'POST', url('00000000-0000-4000-8000-000000000000'), {
        token: staffToken,
        body: bad,
      });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect((await call(context.app, 'POST', url('nope'), { token: shopper.token, body })).status).toBe(403);
  });

  it("refuses the shopper's Delete of an order still on its way, and allows it once delivered", async () => {
    const shopper = await registerShopper(context.app);
    const { order } = await paidInTransit(shopper);
    const remove = () => call(context.app, 'DELETE', `/api/orders/${order._id}`, { token: shopper.token });
    expect(await remove()).toMatchObject({
      status: 409,
      body: { success: false, message: SHOPPER_ORDER_MESSAGES.deleteOnlyFinished },
    });
    expect((await moveOrder(context, staffToken, order._id, 'Delivered')).status).toBe(200);
    expect((await remove()).status).toBe(200);
  });
});
