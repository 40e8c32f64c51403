import {
  adminPaymentSettingsResponseSchema,
  type CollectionMethod,
  collectionsResponseSchema,
  DELIVERY_RUN_CSV_COLUMNS,
  dashboardResponseSchema,
  deliveryRunResponseSchema,
  type OrderStatus,
  PAY_ON_DELIVERY_TEXTS,
  type PaymentStatus,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  createTestUser,
  insertTestOrder,
  insertTestProduct,
  shopOwner,
  type TestUser,
} from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { DEMO_SETTINGS } from '../../../test/helpers/pay-on-delivery';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';
import { orders } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayText = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const at = (day: string, time: string) => new Date(`${day}T${time}Z`);

const D1 = dayText(-2);
const D2 = dayText(-1);
const D3 = dayText(0);

interface TestOrder {
  quantity: number;
  city: string;
  createdOn: string;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod?: string;
  outOn?: string;
  collected?: { on: string; by: TestUser; method: CollectionMethod };
  refused?: { on: string; by: TestUser };
}

/** An order as the shop would have left it, written directly with its days (GHS 100 a unit, GHS 20 delivery). */
async function orderOf(context: TestContext, shopper: TestUser, order: TestOrder) {
  const product = await insertTestProduct(context.database.db, { pricePesewas: 10_000 });
  const row = await insertTestOrder(context.database.db, {
    user: shopper,
    lines: [{ product, quantity: order.quantity }],
    status: order.orderStatus,
    paymentStatus: order.paymentStatus,
    createdAt: at(order.createdOn, '09:00:00'),
  });
  const recorded = order.collected ?? order.refused;
  await context.database.db
    .update(orders)
    .set({
      city: order.city,
      paymentMethod: order.paymentMethod ?? 'pay-on-delivery',
      outForDeliveryAt: order.outOn ? at(order.outOn, '08:00:00') : null,
      collectionOutcome: order.collected ? 'collected' : order.refused ? 'refused' : null,
      collectionMethod: order.collected?.method ?? null,
      collectedPesewas: order.collected ? row.totalPesewas : null,
      collectionRecordedAt: recorded ? at(recorded.on, '15:00:00') : null,
      collectionRecordedBy: recorded?.by.id ?? null,
      collectionReason: order.refused ? 'Refused at the gate' : null,
    })
    .where(eq(orders.id, row.id));
  return row;
}

describeEachDatabase('pay on delivery: collected figures and the delivery run', { seed: true }, (context) => {
  it('match the orders, in several states over several days', async () => {
    const kojo = await createTestUser(context.database.db, { isAdmin: true, name: 'Kojo Rider' });
    const efua = await createTestUser(context.database.db, { isAdmin: true, name: 'Efua Rider' });
    const shopper = await createTestUser(context.database.db);
    const collected = (on: string, by: TestUser, method: CollectionMethod) => ({ on, by, method });

    // Out on D1: collected in cash by Kojo that day; collected by MoMo by Efua the next day.
    await orderOf(context, shopper, {
      quantity: 1,
      city: 'Accra',
      createdOn: D1,
      outOn: D1,
      orderStatus: 'Delivered',
      paymentStatus: 'Collected',
      collected: collected(D1, kojo, 'cash'),
    });
    await orderOf(context, shopper, {
      quantity: 2,
      city: 'Accra',
      createdOn: D1,
      outOn: D1,
      orderStatus: 'In Transit',
      paymentStatus: 'Collected',
      collected: collected(D2, efua, 'momo'),
    });
    // Out on D2: refused, still out (in transit), and a prepaid order with nothing to collect.
    const refused = await orderOf(context, shopper, {
      quantity: 1,
      city: 'Accra',
      createdOn: D2,
      outOn: D2,
      orderStatus: 'Cancelled',
      paymentStatus: 'Refused at the door',
      refused: { on: D2, by: kojo },
    });
    const stillOut = await orderOf(context, shopper, {
      quantity: 3,
      city: 'Tema',
      createdOn: D2,
      outOn: D2,
      orderStatus: 'In Transit',
      paymentStatus: 'To pay on delivery',
    });
    const prepaid = await orderOf(context, shopper, {
      quantity: 1,
      city: 'Kumasi',
      createdOn: D2,
      outOn: D2,
      orderStatus: 'In Transit',
      paymentStatus: 'Paid',
      paymentMethod: 'paystack',
    });
    // Today: one loaded on the truck, one not yet out, one collected in cash by Kojo.
    await orderOf(context, shopper, {
      quantity: 1,
      city: 'Accra',
      createdOn: D3,
      outOn: D3,
      orderStatus: 'In Truck',
      paymentStatus: 'To pay on delivery',
    });
    await orderOf(context, shopper, {
      quantity: 1,
      city: 'Accra',
      createdOn: D3,
      orderStatus: 'Pending',
      paymentStatus: 'To pay on delivery',
    });
    await orderOf(context, shopper, {
      quantity: 4,
      city: 'Accra',
      createdOn: D3,
      outOn: D3,
      orderStatus: 'In Transit',
      paymentStatus: 'Collected',
      collected: collected(D3, kojo, 'cash'),
    });

    const answer = await call(context.app, 'GET', `/api/admin/collections?from=${D1}&to=${D3}`, {
      token: kojo.token,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const figures = collectionsResponseSchema.parse(answer.body);
    const kojoLine = (cash: number, orders: number) => ({
      staffId: kojo.id,
      name: 'Kojo Rider',
      cash,
      momo: 0,
      orders,
    });
    const efuaLine = { staffId: efua.id, name: 'Efua Rider', cash: 0, momo: 220, orders: 1 };
    expect(figures.days).toEqual([
      {
        date: D1,
        cash: 120,
        momo: 0,
        collectedOrders: 1,
        refusedOrders: 0,
        stillOutOrders: 0,
        stillOut: 0,
        byStaff: [kojoLine(120, 1)],
      },
      {
        date: D2,
        cash: 0,
        momo: 220,
        collectedOrders: 1,
        refusedOrders: 1,
        stillOutOrders: 1,
        stillOut: 320,
        byStaff: [efuaLine],
      },
      {
        date: D3,
        cash: 420,
        momo: 0,
        collectedOrders: 1,
        refusedOrders: 0,
        stillOutOrders: 1,
        stillOut: 120,
        byStaff: [kojoLine(420, 1)],
      },
    ]);
    expect(figures.byStaff).toEqual([kojoLine(540, 2), efuaLine]);
    expect(figures.totals).toEqual({ cash: 540, momo: 220, collectedOrders: 3, refusedOrders: 1 });
    expect(figures.stillOut).toEqual({ orders: 2, amount: 440 });

    // Revenue counts a collected order on the day of its collection, an order to pay on delivery not at all.
    const dashboard = dashboardResponseSchema.parse(
      (await call(context.app, 'GET', '/api/admin/dashboard', { token: kojo.token })).body,
    );
    const revenue = Object.fromEntries(dashboard.days.map((day) => [day.date, day.revenue]));
    expect([revenue[D1], revenue[D2], revenue[D3]]).toEqual([120, 120 + 220, 420]);

    // The delivery run of D2: every order that went out that day, by city, with what to collect.
    const run = deliveryRunResponseSchema.parse(
      (await call(context.app, 'GET', `/api/admin/delivery-run?date=${D2}`, { token: kojo.token })).body,
    );
    expect(run.stops.map((stop) => [stop.orderId, stop.city, stop.amountToCollect, stop.outcome])).toEqual([
      [refused.id, 'Accra', 0, 'refused'],
      [prepaid.id, 'Kumasi', 0, null],
      [stillOut.id, 'Tema', 320, null],
    ]);
    expect(run.stops[2]).toMatchObject({
      phoneNumber: '+233241234567',
      address: '12 Oxford Street, Greater Accra',
      itemCount: 3,
      howPaid: PAY_ON_DELIVERY_TEXTS.howPaid.toPayOnDelivery('GHS 320.00'),
    });
    expect(run.totals).toEqual({ orders: 3, toCollect: 320, collectedCash: 0, collectedMomo: 0 });
    const firstRun = deliveryRunResponseSchema.parse(
      (await call(context.app, 'GET', `/api/admin/delivery-run?date=${D1}`, { token: kojo.token })).body,
    );
    expect(firstRun.totals).toEqual({ orders: 2, toCollect: 0, collectedCash: 120, collectedMomo: 220 });

    const csv = await call(context.app, 'GET', `/api/admin/delivery-run.csv?date=${D2}`, {
      token: kojo.token,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`delivery-run-${D2}.csv`);
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]).toBe(DELIVERY_RUN_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('024 123 4567');
    expect(lines[3]).toContain(',320.00,');
  });

  it('refuses a bad range or day with 400, and a customer with 403', async () => {
    const staff = await createTestUser(context.database.db, { isAdmin: true });
    const customer = await createTestUser(context.database.db);
    for (const url of [
      '/api/admin/collections?from=2026-02-30',
      `/api/admin/collections?from=${D3}&to=${D1}`,
      '/api/admin/collections?from=2020-01-01&to=2026-01-01',
      '/api/admin/delivery-run?date=yesterday',
      '/api/admin/delivery-run.csv?date=2026-13-01',
    ]) {
      const answer = await call(context.app, 'GET', url, { token: staff.token });
      expect(answer.status, url).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect((await call(context.app, 'GET', '/api/admin/collections', { token: customer.token })).status).toBe(
      403,
    );
    expect(
      (await call(context.app, 'GET', '/api/admin/delivery-run', { token: customer.token })).status,
    ).toBe(403);
  });

  it("saves the owner's settings beside store info, refusing cities without a delivery fee", async () => {
    const staff = await createTestUser(context.database.db, { isAdmin: true });
    const owner = await shopOwner(context.database.db);
    const read = adminPaymentSettingsResponseSchema.parse(
      (await call(context.app, 'GET', '/api/admin/store-info/payments', { token: staff.token })).body,
    );
    expect(read).toEqual({
      success: true,
      payOnDelivery: DEMO_SETTINGS,
      smsConfigured: false,
      verifiedPhoneRequired: false,
    });
    const unknown = await call(context.app, 'PUT', '/api/admin/store-info/payments', {
      token: owner.token,
      body: { ...DEMO_SETTINGS, cities: ['Accra', 'Timbuktu'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(PAY_ON_DELIVERY_TEXTS.settings.unknownCity('Timbuktu'));
    for (const body of [
      { ...DEMO_SETTINGS, maxOrderTotal: -1 },
      { ...DEMO_SETTINGS, openOrdersPerAccount: 0 },
      { ...DEMO_SETTINGS, verifiedPhone: 'sometimes' },
      { ...DEMO_SETTINGS, enabled: true, cities: [] },
    ]) {
      const refused = await call(context.app, 'PUT', '/api/admin/store-info/payments', {
        token: owner.token,
        body,
      });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const saved = await call(context.app, 'PUT', '/api/admin/store-info/payments', {
      token: owner.token,
      body: {
        ...DEMO_SETTINGS,
        cities: ['kumasi', 'Kumasi'],
        openOrdersPerAccount: 3,
        verifiedPhone: 'always',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      message: PAY_ON_DELIVERY_TEXTS.settings.saved,
      payOnDelivery: { cities: ['Kumasi'], openOrdersPerAccount: 3 },
      verifiedPhoneRequired: true,
    });
    const again = await call(context.app, 'GET', '/api/admin/store-info/payments', { token: staff.token });
    expect(again.body.payOnDelivery).toMatchObject({ cities: ['Kumasi'], verifiedPhone: 'always' });
    await call(context.app, 'PUT', '/api/admin/store-info/payments', {
      token: owner.token,
      body: DEMO_SETTINGS,
    });
  });
});
