import {
  createOrderResponseSchema,
  LEGACY_PAY_ONLINE,
  orderListResponseSchema,
  PAY_ONLINE,
  startCheckoutBodySchema,
  startCheckoutResponseSchema,
} from '@shop/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/helpers/api';
import {
  addToCart,
  cartFigures,
  firstDeliveryCity,
  orderBody,
  productsInStock,
  startBody,
  startCheckout,
  testCharge,
} from '../../../../test/helpers/checkout';
import { describeEachDatabase, type TestContext } from '../../../../test/helpers/test-app';
import { registerShopper, type Shopper } from '../../../../test/helpers/users';
import { rowsOf } from '../../../db/query-helpers';
import { changeOrderStatusByStaff } from '..';

/*
 * Paying online was sent and stored as "paystack" before decision 0060 named it "pay-online".
 * A storefront still open in a shopper's tab, and every order placed before, must keep working.
 */

/** The payment method as the database keeps it, read past the orders table's mapping. */
async function storedMethod(context: TestContext, reference: string): Promise<string> {
  const result = await context.database.db.execute(
    sql`select payment_method from orders where payment_reference = ${reference}`,
  );
  return rowsOf<{ payment_method: string }>(result)[0]!.payment_method;
}

/** An old storefront's whole checkout: every call says "paystack". Answers the created order. */
async function payAsOldClient(context: TestContext, shopper: Shopper) {
  const product = (await productsInStock(context.app, 5))[0]!;
  await addToCart(context.app, shopper.token, product, 1);
  const city = await firstDeliveryCity(context.app);
  const figures = await cartFigures(context.app, shopper.token, city);
  const start = await startCheckout(
    context.app,
    shopper,
    startBody(shopper, figures, city.city, { paymentMethod: LEGACY_PAY_ONLINE }),
  );
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const started = startCheckoutResponseSchema.parse(start.body);
  expect(started.state).toBe('awaiting-payment');
  await testCharge(context.app, shopper, started.payment.accessCode);
  const body = orderBody(shopper, figures, city.city, started.payment.reference, {
    paymentMethod: LEGACY_PAY_ONLINE,
  });
  const created = await call(context.app, 'POST', '/api/orders/create', { token: shopper.token, body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { order: createOrderResponseSchema.parse(created.body).order, reference: started.payment.reference };
}

describeEachDatabase('an old client that pays online as "paystack"', { seed: true }, (context) => {
  it('starts a checkout, pays it and gets a paid order, paid online and stored as today', async () => {
    const shopper = await registerShopper(context.app);
    const { order, reference } = await payAsOldClient(context, shopper);
    expect(order).toMatchObject({ paymentStatus: 'Paid', paymentMethod: PAY_ONLINE });
    expect(await storedMethod(context, reference)).toBe(PAY_ONLINE);
  });

  it('finds an order stored as "paystack" listed as paid online, and staff cancel refunds it', async () => {
    const shopper = await registerShopper(context.app);
    const { order, reference } = await payAsOldClient(context, shopper);
    // As an order placed before the rename was kept.
    await context.database.db.execute(
      sql`update orders set payment_method = ${LEGACY_PAY_ONLINE} where payment_reference = ${reference}`,
    );
    expect(await storedMethod(context, reference)).toBe(LEGACY_PAY_ONLINE);

    const listed = await call(context.app, 'GET', '/api/orders/order', { token: shopper.token });
    expect(orderListResponseSchema.parse(listed.body).orders).toMatchObject([
      { _id: order._id, paymentMethod: PAY_ONLINE, paymentStatus: 'Paid' },
    ]);
    // Paid online: cancelling gives the money back, as for any online order.
    const cancelled = await changeOrderStatusByStaff(context.app, order._id, 'Cancelled', 'Out of stock');
    expect(cancelled).toMatchObject({ orderStatus: 'Cancelled', paymentStatus: 'Refunded' });
  });
});

describe('the start body', () => {
  it("refuses a payment method that is neither today's nor an old client's, naming today's", () => {
    const refused = startCheckoutBodySchema.shape.paymentMethod.safeParse('cash');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'paymentMethod must be one of: pay-online, pay-on-delivery',
    );
  });
});
