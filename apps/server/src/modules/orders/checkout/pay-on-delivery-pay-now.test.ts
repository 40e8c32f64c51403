import { MAIL_TEXTS, PAY_ON_DELIVERY_TEXTS, PAY_ONLINE, startCheckoutResponseSchema } from '@shop/shared';
import { expect, it } from 'vitest';
import { call } from '../../../../test/helpers/api';
import { stockOf, testCharge } from '../../../../test/helpers/checkout';
import {
  fillCart,
  moveOrder,
  newProduct,
  newShopper,
  newStaff,
  orderById,
  ordersOf,
  outboxTo,
  placeOnDelivery,
  recordOutcome,
  startWith,
} from '../../../../test/helpers/pay-on-delivery';
import { describeEachDatabase, type TestContext } from '../../../../test/helpers/test-app';
import { sweepCheckouts } from '..';

const refusals = PAY_ON_DELIVERY_TEXTS.payNowRefusals;

const payNow = (context: TestContext, token: string, orderId: string) =>
  call(context.app, 'POST', `/api/orders/${orderId}/pay-now`, { token });

describeEachDatabase('pay now instead of on delivery', { seed: true }, (context) => {
  it('pays the same order online through the test provider: Paid, no second order, stock untouched', async () => {
    const shopper = await newShopper(context);
    const product = await newProduct(context, { stock: 6 });
    const { orderId } = await placeOnDelivery(context, shopper, [[product, 2]]);

    const first = await payNow(context, shopper.token, orderId);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const started = startCheckoutResponseSchema.parse(first.body);
    expect(started).toMatchObject({
      state: 'awaiting-payment',
      orderId,
      payment: { provider: 'test', amount: 225 },
    });
    // Asked again (a second tab, a reload): the same charge, not a new one.
    const again = startCheckoutResponseSchema.parse((await payNow(context, shopper.token, orderId)).body);
    expect(again.payment).toEqual(started.payment);

    const reference = await testCharge(context.app, shopper, started.payment.accessCode);
    expect(reference).toBe(started.payment.reference);
    const verified = await call(context.app, 'POST', '/api/payments/verify', {
      token: shopper.token,
      body: { reference },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);

    const rows = await ordersOf(context, shopper.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: orderId,
      paymentStatus: 'Paid',
      paymentMethod: PAY_ONLINE,
      orderStatus: 'Pending',
    });
    expect(await stockOf(context, product.id)).toBe(4);
    const listed = await call(context.app, 'GET', '/api/orders/order', { token: shopper.token });
    expect(listed.body.orders[0]).toMatchObject({
      paymentStatus: 'Paid',
      amountToCollect: 0,
      canPayNow: false,
      howPaid: PAY_ON_DELIVERY_TEXTS.howPaid.paidOnline,
    });
    const mails = await outboxTo(context, shopper.email);
    expect(mails.map((mail) => mail.subject)).toContain(
      MAIL_TEXTS.orderConfirmation.subject(listed.body.orders[0].orderNumber),
    );

    // Nothing is left to collect at the door, and nothing more to pay.
    const staff = await newStaff(context);
    await moveOrder(context, staff.token, orderId, 'In Truck');
    const atTheDoor = await recordOutcome(context, staff.token, orderId, {
      outcome: 'collected',
      method: 'cash',
      amount: 225,
    });
    expect(atTheDoor.status).toBe(409);
    expect((await payNow(context, shopper.token, orderId)).body.state).toBe('paid');
  });

  it('is gone once the order is In Truck; a charge that settles late is still taken, never a second order', async () => {
    const staff = await newStaff(context);
    const shopper = await newShopper(context);
    const product = await newProduct(context);
    const { orderId } = await placeOnDelivery(context, shopper, [[product, 1]]);
    const started = startCheckoutResponseSchema.parse((await payNow(context, shopper.token, orderId)).body);

    expect((await moveOrder(context, staff.token, orderId, 'In Truck')).status).toBe(200);
    const late = await payNow(context, shopper.token, orderId);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(refusals.alreadyOnItsWay);
    const listed = await call(context.app, 'GET', '/api/orders/order', { token: shopper.token });
    expect(listed.body.orders[0].canPayNow).toBe(false);

    // The popup opened before the truck left was paid after: the money is real, the rider collects nothing.
    await testCharge(context.app, shopper, started.payment.accessCode);
    await sweepCheckouts(context.app);
    expect(await orderById(context, orderId)).toMatchObject({
      paymentStatus: 'Paid',
      orderStatus: 'In Truck',
    });
    expect(await ordersOf(context, shopper.id)).toHaveLength(1);
  });

  it("refuses an order that is not to pay on delivery, one that ended, and another account's", async () => {
    const staff = await newStaff(context);
    const shopper = await newShopper(context);
    const product = await newProduct(context);
    const { orderId } = await placeOnDelivery(context, shopper, [[product, 1]]);
    const stranger = await newShopper(context);
    expect((await payNow(context, stranger.token, orderId)).status).toBe(404);
    expect((await payNow(context, shopper.token, 'not-an-order')).status).toBe(404);

    await moveOrder(context, staff.token, orderId, 'Cancelled');
    const ended = await payNow(context, shopper.token, orderId);
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe(refusals.ended);

    // An online checkout still awaiting its payment is paid through its own popup, not here.
    const payer = await newShopper(context);
    await fillCart(context.app, payer, [[product, 1]]);
    const online = await startWith(context.app, payer, 'Accra', { paymentMethod: 'paystack' });
    const refused = await payNow(context, payer.token, online.body.orderId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(refusals.notOnDelivery);
  });

  it('refunds a late online payment for an order already collected at the door, leaving the order as it is', async () => {
    const staff = await newStaff(context);
    const shopper = await newShopper(context);
    const product = await newProduct(context);
    const { orderId } = await placeOnDelivery(context, shopper, [[product, 1]]);
    const started = startCheckoutResponseSchema.parse((await payNow(context, shopper.token, orderId)).body);
    await moveOrder(context, staff.token, orderId, 'In Truck');
    const collected = await recordOutcome(context, staff.token, orderId, {
      outcome: 'collected',
      method: 'cash',
      amount: 125,
    });
    expect(collected.status, JSON.stringify(collected.body)).toBe(200);

    await testCharge(context.app, shopper, started.payment.accessCode);
    await call(context.app, 'POST', '/api/payments/verify', {
      token: shopper.token,
      body: { reference: started.payment.reference },
    });
    expect((await orderById(context, orderId)).paymentStatus).toBe('Collected');
    const charge = await context.app.paymentProvider.verify(started.payment.reference);
    expect(charge?.state).toBe('refunded');
  });
});
