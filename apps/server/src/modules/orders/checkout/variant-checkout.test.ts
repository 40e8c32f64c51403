import {
  API_MESSAGES,
  type Product,
  type StartCheckoutBody,
  startCheckoutResponseSchema,
} from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createTestUser } from '../../../../test/helpers/admin-fixtures';
import { call } from '../../../../test/helpers/api';
import {
  cartFigures,
  expireHold,
  firstDeliveryCity,
  orderBody,
  startBody,
  startCart,
  startCheckout,
  testCharge,
} from '../../../../test/helpers/checkout';
import { describeEachDatabase } from '../../../../test/helpers/test-app';
import { registerShopper, registerStaff, type Shopper } from '../../../../test/helpers/users';
import { insertPhoneWithVariants, productById, variantOf } from '../../../../test/helpers/variants';
import { orders, products, productVariants } from '../../../db/schema';
import { sweepCheckouts } from '..';

describeEachDatabase('checkout per variant', { seed: true }, (context) => {
  let staffToken: string;

  beforeAll(async () => {
    staffToken = (await registerStaff(context)).token;
  });

  /** Every variant's stock by its choice ("256GB Blue"), from the product answer. */
  const stockBySku = async (product: Product) =>
    Object.fromEntries(
      (await productById(context, product.id)).variants.map((variant) => [variant.sku, variant.stock]),
    );

  /** The products row's own figure, kept by the variants' trigger: it must stay their sum. */
  const productRowStock = async (product: Product) => {
    const [row] = await context.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    return row!.stock;
  };

  const addVariant = async (
    shopper: Pick<Shopper, 'token'>,
    product: Product,
    variantId: string,
    quantity: number,
  ) => {
    const added = await call(context.app, 'POST', '/api/cart/add', {
      token: shopper.token,
      body: { productId: product._id, variantId, quantity },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  };

  /** Start, pay with the test provider, verify and create: a placed order. */
  const buy = async (shopper: Shopper) => {
    const { started, figures, city, reference } = await startCart(context.app, shopper);
    await testCharge(context.app, shopper, started.payment.accessCode);
    await call(context.app, 'POST', '/api/payments/verify', { token: shopper.token, body: { reference } });
    const created = await call(context.app, 'POST', '/api/orders/create', {
      token: shopper.token,
      body: orderBody(shopper, figures, city.city, reference),
    });
    // Verify settled it already; create answers the same paid order.
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.order.paymentStatus).toBe('Paid');
    return created.body.order as { _id: string };
  };

  it('takes the stock of the variant bought only, and a cancellation gives it back to it', async () => {
    const phone = await insertPhoneWithVariants(context, { stock: 5 });
    const blue = variantOf(phone, '256GB', 'Blue');
    const before = await stockBySku(phone);
    const shopper = await registerShopper(context.app);
    await addVariant(shopper, phone, blue._id, 2);
    const order = await buy(shopper);

    const after = await stockBySku(phone);
    expect(after).toEqual({ ...before, [blue.sku]: before[blue.sku]! - 2 });
    expect(await productRowStock(phone)).toBe(28);
    const [line] = (await call(context.app, 'GET', `/api/admin/orders/${order._id}`, { token: staffToken }))
      .body.order.items;
    expect(line).toMatchObject({
      variant: { _id: blue._id, sku: blue.sku, options: blue.options },
      quantity: 2,
    });

    const cancelled = await call(context.app, 'PATCH', `/api/admin/orders/${order._id}/status`, {
      token: staffToken,
      body: { status: 'Cancelled', reason: 'The shopper chose another colour' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await stockBySku(phone)).toEqual(before);
    expect(await productRowStock(phone)).toBe(30);
  });

  it('gives a hold that ran out back to its variant', async () => {
    const phone = await insertPhoneWithVariants(context, { stock: 4 });
    const yellow = variantOf(phone, '128GB', 'Yellow');
    const before = await stockBySku(phone);
    const shopper = await registerShopper(context.app);
    await addVariant(shopper, phone, yellow._id, 3);
    const { started } = await startCart(context.app, shopper);
    expect((await stockBySku(phone))[yellow.sku]).toBe(1);
    await expireHold(context, started.orderId);
    await sweepCheckouts(context.app);
    expect(await stockBySku(phone)).toEqual(before);
    const [row] = await context.database.db.select().from(orders).where(eq(orders.id, started.orderId));
    expect(row!.paymentStatus).toBe('Expired');
  });

  it('makes one order of 30 shoppers racing for the last unit of one variant; the others are untouched', async () => {
    const phone = await insertPhoneWithVariants(context, { stock: 40 });
    const blue = variantOf(phone, '256GB', 'Blue');
    const city = await firstDeliveryCity(context.app);
    const shoppers = await Promise.all(Array.from({ length: 30 }, () => createTestUser(context.database.db)));
    const bodies: StartCheckoutBody[] = [];
    for (const shopper of shoppers) {
      await addVariant(shopper, phone, blue._id, 1);
      const figures = await cartFigures(context.app, shopper.token, city);
      bodies.push(startBody({ ...shopper, password: '' }, figures, city.city));
    }
    await context.database.db
      .update(productVariants)
      .set({ stock: 1 })
      .where(eq(productVariants.publicId, blue._id));
    context.app.answerCache.clear(['products']);
    const before = await stockBySku(phone);

    const answers = await Promise.all(
      shoppers.map((shopper, index) =>
        startCheckout(context.app, { ...shopper, password: '' }, bodies[index]!),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toEqual({
        success: false,
        message: API_MESSAGES.outOfStock('Samsung Galaxy A15, 256GB, Blue'),
      });
    }
    const winner = startCheckoutResponseSchema.parse(answers.find((answer) => answer.status === 200)!.body);
    const winnerShopper = shoppers[answers.findIndex((answer) => answer.status === 200)]!;
    await testCharge(context.app, { ...winnerShopper, password: '' }, winner.payment.accessCode);
    const verified = await call(context.app, 'POST', '/api/payments/verify', {
      token: winnerShopper.token,
      body: { reference: winner.payment.reference },
    });
    expect(verified.status).toBe(200);

    expect(await stockBySku(phone)).toEqual({ ...before, [blue.sku]: 0 });
    const placed = await context.database.db.execute(
      sql`select count(*)::int as placed from order_items join orders on orders.id = order_items.order_id
          where order_items.variant_id = (select id from product_variants where public_id = ${blue._id})
          and orders.payment_status = 'Paid'`,
    );
    expect((placed as unknown as { rows: { placed: number }[] }).rows[0]!.placed).toBe(1);
    expect(await productRowStock(phone)).toBe(5 * 40);
  });
});
