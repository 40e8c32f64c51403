import {
  API_MESSAGES,
  formatGhs,
  orderListResponseSchema,
  PAY_ON_DELIVERY,
  PAY_ON_DELIVERY_TEXTS,
  PICKUP_MESSAGES,
  PICKUP_TEXTS,
  pickupBranchesResponseSchema,
  startCheckoutResponseSchema,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { call } from '../../../../test/helpers/api';
import { expireHold, stockOf } from '../../../../test/helpers/checkout';
import {
  DEMO_SETTINGS,
  fillCart,
  moveOrder,
  newProduct,
  newShopper,
  newStaff,
  orderById,
  saveSettings,
  startWith,
} from '../../../../test/helpers/pay-on-delivery';
import { branchIdOf, onlyVariantOf, placeUnits, startPickup, unitsAt } from '../../../../test/helpers/pickup';
import { describeEachDatabase } from '../../../../test/helpers/test-app';
import { orders } from '../../../db/schema';
import { sweepCheckouts } from '..';

/*
 * Pickup at a branch (decision 0069): units taken at the chosen branch under the checkout's
 * locks, the delivery branch's stock untouched by pickups and the only stock deliveries take.
 */
describeEachDatabase('pickup at a branch: checkout', { seed: true }, (context) => {
  let accra: number;
  let kumasi: number;
  let takoradi: number;
  beforeAll(async () => {
    accra = await branchIdOf(context, 'Accra Mall');
    kumasi = await branchIdOf(context, 'Kumasi Adum');
    takoradi = await branchIdOf(context, 'Takoradi Market Circle');
  });
  afterEach(async () => {
    await saveSettings(context, DEMO_SETTINGS);
  });

  /** A product of its own with one unit at Accra Mall (the delivery branch) and one at Kumasi Adum. */
  async function oneUnitAtEach(pricePesewas = 45_000) {
    const product = await newProduct(context, { stock: 0, pricePesewas });
    const variant = await onlyVariantOf(context, product.id);
    await placeUnits(context, variant, { [accra]: 1, [kumasi]: 1 });
    return { product, variant };
  }

  const pickupBranchesOf = async (token: string) =>
    pickupBranchesResponseSchema.parse(
      (await call(context.app, 'GET', '/api/cart/pickup-branches', { token })).body,
    ).branches;

  it('lists the branches offering pickup that hold the whole cart, with their hours', async () => {
    const { product } = await oneUnitAtEach();
    const shopper = await newShopper(context);
    await fillCart(context.app, shopper, [[product, 1]]);
    const listed = await pickupBranchesOf(shopper.token);
    expect(listed.map((branch) => branch.name)).toEqual(['Accra Mall', 'Kumasi Adum']);
    expect(listed[1]).toMatchObject({
      id: kumasi,
      city: 'Kumasi',
      digitalAddress: 'AK-039-5028',
      openingHours: expect.arrayContaining([{ opens: '08:00', closes: '18:00' }]),
    });
    // Two units: no branch holds both.
    await fillCart(context.app, shopper, [[product, 1]]);
    expect(await pickupBranchesOf(shopper.token)).toEqual([]);
    expect((await call(context.app, 'GET', '/api/cart/pickup-branches')).status).toBe(401);
  });

  it('three shoppers picking up the last unit at Kumasi at once make one order; Accra still sells its own; the totals follow', async () => {
    const { product, variant } = await oneUnitAtEach();
    const shoppers = await Promise.all([1, 2, 3].map(() => newShopper(context)));
    for (const shopper of shoppers) await fillCart(context.app, shopper, [[product, 1]]);

    const answers = await Promise.all(shoppers.map((shopper) => startPickup(context.app, shopper, kumasi)));
    const held = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(held).toHaveLength(1);
    expect(refused).toHaveLength(2);
    for (const answer of refused) {
      expect(answer.body).toEqual({
        success: false,
        message: PICKUP_MESSAGES.notAtBranch(product.name, 'Kumasi Adum'),
      });
    }
    expect(await unitsAt(context, variant, kumasi)).toBe(0);
    expect(await unitsAt(context, variant, accra)).toBe(1);
    expect(await stockOf(context, product.id)).toBe(1);
    const order = await orderById(context, startCheckoutResponseSchema.parse(held[0]!.body).orderId);
    expect(order).toMatchObject({
      fulfilment: 'pickup',
      branchId: kumasi,
      shippingFeePesewas: 0,
      totalPesewas: 45_000,
      street: '',
      deliveryAddressKey: null,
    });

    // A refused shopper picks up at Accra Mall instead: its unit is there.
    const loser = shoppers[answers.findIndex((answer) => answer.status === 409)]!;
    const atAccra = await startPickup(context.app, loser, accra);
    expect(atAccra.status, JSON.stringify(atAccra.body)).toBe(200);
    expect(await unitsAt(context, variant, accra)).toBe(0);
    expect(await stockOf(context, product.id)).toBe(0);

    // The Kumasi hold runs out: its unit goes back to Kumasi, not to the delivery branch.
    await expireHold(context, order.id);
    await sweepCheckouts(context.app);
    expect(await unitsAt(context, variant, kumasi)).toBe(1);
    expect(await unitsAt(context, variant, accra)).toBe(0);
    expect(await stockOf(context, product.id)).toBe(1);
  });

  it('a delivery takes only from the delivery branch: refused while only Kumasi holds the unit', async () => {
    const { product, variant } = await oneUnitAtEach();
    await placeUnits(context, variant, { [kumasi]: 1 });
    const shopper = await newShopper(context);
    await fillCart(context.app, shopper, [[product, 1]]);
    const refused = await startWith(context.app, shopper, 'Accra', { paymentMethod: 'pay-online' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(API_MESSAGES.outOfStock(product.name));
    expect(await stockOf(context, product.id)).toBe(1);

    await placeUnits(context, variant, { [accra]: 1, [kumasi]: 1 });
    const delivered = await startWith(context.app, shopper, 'Accra', { paymentMethod: 'pay-online' });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    const order = await orderById(context, delivered.body.orderId);
    expect(order).toMatchObject({ fulfilment: 'delivery', branchId: accra });
    expect(await unitsAt(context, variant, accra)).toBe(0);
    expect(await unitsAt(context, variant, kumasi)).toBe(1);
    expect(await stockOf(context, product.id)).toBe(1);
  });

  it('refuses a branch without pickup, a pickup without a branch, and a delivery fee on a pickup', async () => {
    const { product } = await oneUnitAtEach();
    const shopper = await newShopper(context);
    await fillCart(context.app, shopper, [[product, 1]]);
    const atTakoradi = await startPickup(context.app, shopper, takoradi);
    expect(atTakoradi.status).toBe(409);
    expect(atTakoradi.body.message).toBe(PICKUP_MESSAGES.branchNotOffered);
    const noBranch = await startPickup(context.app, shopper, kumasi, { pickupBranchId: undefined });
    expect(noBranch.status).toBe(400);
    expect(noBranch.body.message).toContain('pickupBranchId');
    const withFee = await startPickup(context.app, shopper, kumasi, { shippingFee: 25, total: 475 });
    expect(withFee.status).toBe(409);
    expect(withFee.body.message).toBe(API_MESSAGES.figureMismatch('shippingFee', formatGhs(0)));
    // A delivery still needs its street.
    const noStreet = await startWith(context.app, shopper, 'Accra', { street: '' });
    expect(noStreet.status).toBe(400);
    expect(noStreet.body.message).toBe('Street is required.');
    expect(await stockOf(context, product.id)).toBe(2);
  });

  it('pays at the counter under the pay-on-delivery rules but not its cities; the order shows its branch; a cancel returns the unit to Kumasi', async () => {
    const { product, variant } = await oneUnitAtEach();
    const shopper = await newShopper(context);
    await fillCart(context.app, shopper, [[product, 1]]);

    // Over the largest total: refused.
    await saveSettings(context, { ...DEMO_SETTINGS, maxOrderTotal: 400 });
    const over = await startPickup(context.app, shopper, kumasi, { paymentMethod: PAY_ON_DELIVERY });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(PAY_ON_DELIVERY_TEXTS.refusals.overLimit(formatGhs(400)));
    // A verified phone required and not verified: refused.
    await saveSettings(context, { ...DEMO_SETTINGS, verifiedPhone: 'always' });
    const unverified = await startPickup(context.app, shopper, kumasi, { paymentMethod: PAY_ON_DELIVERY });
    expect(unverified.status).toBe(409);
    expect(unverified.body.message).toContain('verified phone');
    expect(await unitsAt(context, variant, kumasi)).toBe(1);

    // Riders collect only in Accra, Tema and Kumasi: a counter is no rider, so Kumasi's pickup (no city) is placed.
    await saveSettings(context, { ...DEMO_SETTINGS, cities: ['Tema'] });
    const placed = await startPickup(context.app, shopper, kumasi, { paymentMethod: PAY_ON_DELIVERY });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const started = startCheckoutResponseSchema.parse(placed.body);
    expect(started.state).toBe('placed');
    expect(started.payOnDelivery!.message).toBe(
      PICKUP_TEXTS.haveReadyAtCounter(formatGhs(450), 'Kumasi Adum, 14 Prempeh II Street, Adum, Kumasi'),
    );
    expect(await unitsAt(context, variant, kumasi)).toBe(0);
    expect(await stockOf(context, product.id)).toBe(1);

    const listed = orderListResponseSchema.parse(
      (await call(context.app, 'GET', '/api/orders/order', { token: shopper.token })).body,
    ).orders;
    expect(listed[0]).toMatchObject({
      fulfilment: 'pickup',
      branch: { id: kumasi, name: 'Kumasi Adum', city: 'Kumasi', phone: '+233 32 202 5566' },
      pickupCode: null,
      readyForPickupAt: null,
      pickupCodeLocked: false,
      shippingFee: 0,
    });

    // The code shows only while the order waits at the counter.
    await context.database.db
      .update(orders)
      .set({ orderStatus: 'Ready for pickup', pickupCode: '482913', readyForPickupAt: new Date() })
      .where(eq(orders.id, started.orderId));
    const ready = orderListResponseSchema.parse(
      (await call(context.app, 'GET', '/api/orders/order', { token: shopper.token })).body,
    ).orders[0]!;
    expect(ready.pickupCode).toBe('482913');
    expect(ready.readyForPickupAt).toEqual(expect.any(String));
    await context.database.db
      .update(orders)
      .set({ orderStatus: 'Pending', pickupCode: '482913', readyForPickupAt: null })
      .where(eq(orders.id, started.orderId));

    const staff = await newStaff(context);
    const cancelled = await moveOrder(context, staff.token, started.orderId, 'Cancelled');
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await unitsAt(context, variant, kumasi)).toBe(1);
    expect(await unitsAt(context, variant, accra)).toBe(1);
    expect(await stockOf(context, product.id)).toBe(2);
  });
});
