import {
  adminCustomerResponseSchema,
  adminOrderDetailResponseSchema,
  adminOrderListResponseSchema,
  collectionsResponseSchema,
  formatPesewas,
  orderListResponseSchema,
  orderStatusLabel,
  PAY_ON_DELIVERY,
  PICKUP_COUNTER_MESSAGES,
  pickupCounterResponseSchema,
  warrantyResponseSchema,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { shopOwner } from '../../../../test/helpers/admin-fixtures';
import { call } from '../../../../test/helpers/api';
import {
  deliveryPlaceOf,
  fillCart,
  newShopper,
  newStaff,
  orderById,
  placeOnDelivery,
} from '../../../../test/helpers/pay-on-delivery';
import { branchIdOf, onlyVariantOf, placeUnits, startPickup, unitsAt } from '../../../../test/helpers/pickup';
import {
  codeOf,
  counterCalls,
  counterPickup,
  counterProduct,
  messagesTo,
  otherCode,
  paidPickup,
  pickupBranch,
} from '../../../../test/helpers/pickup-counter';
import { freshImei, serialsForInTruck } from '../../../../test/helpers/serials';
import { describeEachDatabase } from '../../../../test/helpers/test-app';
import { orders, outbox } from '../../../db/schema';

const messages = PICKUP_COUNTER_MESSAGES;
const today = () => new Date().toISOString().slice(0, 10);

describeEachDatabase('pickup at the counter', { seed: true }, (context) => {
  it('marks a pickup ready with a fresh 6-digit code the shopper receives by SMS and e-mail, hidden from the outbox staff read', async () => {
    const staff = await newStaff(context);
    const branch = await pickupBranch(context);
    const product = await counterProduct(context);
    const { shopper, orderId } = await counterPickup(context, branch.id, product);
    const counter = counterCalls(context, staff.token);

    const ready = await counter.markReady(orderId);
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    const answer = pickupCounterResponseSchema.parse(ready.body);
    expect(answer.order.orderStatus).toBe('Ready for pickup');
    expect(answer.order.branch?.name).toBe(branch.name);
    expect(answer.order.counter).toMatchObject({ triesLeft: 5, locked: false });
    // The counter's moves are its own: the generic status list offers only Cancelled.
    expect(answer.order.staffMoves).toEqual(['Cancelled']);
    const code = await codeOf(context, orderId);
    expect(code).toMatch(/^\d{6}$/);

    const number = answer.order.orderNumber;
    const sms = (await messagesTo(context, deliveryPlaceOf(shopper).phone)).filter(
      (m) => m.channel === 'sms',
    );
    expect(sms.at(-1)!.text).toMatch(
      new RegExp(
        `^Order ${number} is ready at ${branch.name} \\(14 Prempeh II Street, Kumasi; .*\\)\\. Show code ${code} at the counter\\.$`,
      ),
    );
    const mail = (await messagesTo(context, shopper.email)).filter((m) => m.channel === 'email').at(-1)!;
    expect(mail.subject).toBe(`Order ${number} is ready for pickup`);
    expect(mail.text).toContain(code);
    // Staff reading the outbox see the mask, so nobody at the shop can collect with it.
    const rows = await context.database.db.select().from(outbox).where(eq(outbox.recipient, shopper.email));
    expect(rows.every((row) => !row.text.includes(code))).toBe(true);

    const again = await counter.markReady(orderId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.notPendingToMarkReady('Ready for pickup'));
  });

  it('refuses delivery orders at the counter, and the counter moves through the generic status route', async () => {
    const staff = await newStaff(context);
    const branch = await pickupBranch(context);
    const product = await counterProduct(context);
    const delivery = await placeOnDelivery(context, await newShopper(context), [[product, 1]]);
    const refused = await counterCalls(context, staff.token).markReady(delivery.orderId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(messages.notPickup);

    const { orderId } = await counterPickup(context, branch.id, product);
    for (const status of ['Ready for pickup', 'Delivered']) {
      const moved = await call(context.app, 'PATCH', `/api/admin/orders/${orderId}/status`, {
        token: staff.token,
        body: { status },
      });
      expect(moved.status).toBe(409);
      expect(moved.body.message).toBe(messages.useCounter);
    }
    // A pickup never goes on the truck.
    const truck = await call(context.app, 'PATCH', `/api/admin/orders/${orderId}/status`, {
      token: staff.token,
      body: { status: 'In Truck' },
    });
    expect(truck.status).toBe(409);
    expect((await orderById(context, orderId)).orderStatus).toBe('Pending');
  });

  it('counts wrong codes, locks after the fifth even for the right code, and a new code unlocks it; the cash then counts for the branch', async () => {
    const staff = await newStaff(context);
    const branch = await pickupBranch(context);
    const product = await counterProduct(context);
    const { orderId } = await counterPickup(context, branch.id, product, 2);
    const counter = counterCalls(context, staff.token);
    expect((await counter.markReady(orderId)).status).toBe(200);
    const code = await codeOf(context, orderId);
    const total = (await orderById(context, orderId)).totalPesewas;
    const cash = { method: 'cash', amount: total / 100 };

    for (let tries = 4; tries >= 1; tries -= 1) {
      const wrong = await counter.handOver(orderId, { code: otherCode(code), collection: cash });
      expect(wrong.status).toBe(422);
      expect(wrong.body.message).toBe(messages.wrongCode(tries));
    }
    const fifth = await counter.handOver(orderId, { code: otherCode(code), collection: cash });
    expect(fifth.status).toBe(409);
    expect(fifth.body.message).toBe(messages.lockedNow);
    const right = await counter.handOver(orderId, { code, collection: cash });
    expect(right.status).toBe(409);
    expect(right.body.message).toContain('locked: issue a new code');
    const locked = await orderById(context, orderId);
    expect(locked.pickupCodeFailures).toBe(5);
    expect(locked.pickupCodeLockedAt).not.toBeNull();
    expect(locked.orderStatus).toBe('Ready for pickup');

    const reissued = await counter.newCode(orderId);
    expect(reissued.status).toBe(200);
    expect(pickupCounterResponseSchema.parse(reissued.body).order.counter).toMatchObject({
      triesLeft: 5,
      locked: false,
    });
    const fresh = await codeOf(context, orderId);
    // Pay at the counter needs its collection, for the exact amount.
    const noMoney = await counter.handOver(orderId, { code: fresh });
    expect(noMoney.status).toBe(400);
    expect(noMoney.body.message).toBe(messages.collectionRequired(formatPesewas(total)));

    const handed = await counter.handOver(orderId, { code: fresh, collection: cash });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    const { order } = pickupCounterResponseSchema.parse(handed.body);
    expect(orderStatusLabel(order.orderStatus, order.fulfilment)).toBe('Picked up');
    expect(order.paymentStatus).toBe('Collected');
    expect(order.collection).toMatchObject({ method: 'cash', recordedBy: { id: staff.id } });

    const figures = collectionsResponseSchema.parse(
      (
        await call(context.app, 'GET', `/api/admin/collections?from=${today()}&to=${today()}`, {
          token: staff.token,
        })
      ).body,
    );
    expect(figures.byBranch?.find((line) => line.branchId === branch.id)).toEqual({
      branchId: branch.id,
      name: branch.name,
      cash: total / 100,
      momo: 0,
      orders: 1,
    });
  });

  it('hands over a paid phone with its serials: Picked up, the units recorded and their warranty starting today', async () => {
    const staff = await newStaff(context);
    const branch = await pickupBranch(context);
    const product = await counterProduct(context, true);
    const { orderId, shopper } = await paidPickup(context, branch.id, product, 1);
    const counter = counterCalls(context, staff.token);
    expect((await counter.markReady(orderId)).status).toBe(200);
    const code = await codeOf(context, orderId);

    const missing = await counter.handOver(orderId, { code });
    expect(missing.status).toBe(400);
    expect((await orderById(context, orderId)).orderStatus).toBe('Ready for pickup');
    const paidAlready = await counter.handOver(orderId, { code, collection: { method: 'cash', amount: 1 } });
    expect(paidAlready.status).toBe(400);
    expect(paidAlready.body.message).toBe(messages.collectionNotAsked);

    const serials = await serialsForInTruck(context.app, staff.token, orderId);
    const handed = await counter.handOver(orderId, { code, serials });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    const { order } = pickupCounterResponseSchema.parse(handed.body);
    expect(order.orderStatus).toBe('Delivered');
    expect(order.paymentStatus).toBe('Paid');
    const serial = Object.values(serials).flat()[0]!;
    expect(order.items[0]!.serials?.map((unit) => unit.serial)).toEqual([serial]);

    // The shopper is told it is picked up, with the unit's serial and warranty to keep.
    const told = (await messagesTo(context, shopper.email)).at(-1)!;
    expect(told.subject).toBe(`Order ${order.orderNumber}: Picked up`);
    expect(told.text).toContain(serial);

    const warranty = await call(context.app, 'GET', `/api/warranty/${serial}`);
    expect(warranty.status).toBe(200);
    expect(warranty.body.warranty).toMatchObject({
      serial,
      soldOn: today(),
      state: 'sold',
      underWarranty: true,
    });
    expect(warrantyResponseSchema.parse(warranty.body).warranty.product).toBe(product.name);

    const twice = await counter.handOver(orderId, {
      code,
      serials: { [order.items[0]!._id]: [freshImei()] },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(messages.notReady('Delivered'));
  });

  it('serves a pickup placed at checkout: the shopper reads the code on their order, and the handover keeps the unit taken at the branch', async () => {
    const staff = await newStaff(context);
    const kumasi = await branchIdOf(context, 'Kumasi Adum');
    const product = await counterProduct(context);
    const variant = await onlyVariantOf(context, product.id);
    await placeUnits(context, variant, { [kumasi]: 2 });
    const shopper = await newShopper(context);
    await fillCart(context.app, shopper, [[product, 1]]);
    const placed = await startPickup(context.app, shopper, kumasi, { paymentMethod: PAY_ON_DELIVERY });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { orderId } = placed.body as { orderId: string };
    expect(await unitsAt(context, variant, kumasi)).toBe(1);
    const counter = counterCalls(context, staff.token);
    expect((await counter.markReady(orderId)).status).toBe(200);

    const shoppersOrder = async () =>
      orderListResponseSchema
        .parse((await call(context.app, 'GET', '/api/orders/order', { token: shopper.token })).body)
        .orders.find((order) => order._id === orderId)!;
    const waiting = await shoppersOrder();
    expect(waiting).toMatchObject({ orderStatus: 'Ready for pickup', pickupCodeLocked: false });
    expect(waiting.pickupCode).toBe(await codeOf(context, orderId));

    const handed = await counter.handOver(orderId, {
      code: waiting.pickupCode,
      collection: { method: 'cash', amount: waiting.total },
    });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    const done = await shoppersOrder();
    expect(orderStatusLabel(done.orderStatus, done.fulfilment)).toBe('Picked up');
    expect(done.pickupCode).toBeNull();
    expect(await unitsAt(context, variant, kumasi)).toBe(1);
  });

  it('lets the owner tie staff to a branch, whose pickups then come first on their orders list', async () => {
    const owner = await shopOwner(context.database.db);
    const staff = await newStaff(context, 'Yaw Counter');
    const branch = await pickupBranch(context);
    const product = await counterProduct(context);
    const { orderId } = await counterPickup(context, branch.id, product);
    // Older than every other order: it would be last in the usual order.
    await context.database.db
      .update(orders)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(orders.id, orderId));

    const byStaff = await call(context.app, 'PUT', `/api/admin/customers/${staff.id}/branch`, {
      token: staff.token,
      body: { branchId: branch.id },
    });
    expect(byStaff.status).toBe(403);
    const tied = await call(context.app, 'PUT', `/api/admin/customers/${staff.id}/branch`, {
      token: owner.token,
      body: { branchId: branch.id },
    });
    expect(tied.status, JSON.stringify(tied.body)).toBe(200);
    expect(adminCustomerResponseSchema.parse(tied.body).customer.branchId).toBe(branch.id);

    const list = async (token: string, query = '') =>
      adminOrderListResponseSchema.parse(
        (await call(context.app, 'GET', `/api/admin/orders${query}`, { token })).body,
      );
    const staffFirst = (await list(staff.token)).orders[0]!;
    expect(staffFirst._id).toBe(orderId);
    expect(staffFirst).toMatchObject({ fulfilment: 'pickup', branch: { id: branch.id, name: branch.name } });
    expect((await list(owner.token)).orders[0]!._id).not.toBe(orderId);
    const filtered = await list(owner.token, `?fulfilment=pickup&branch=${branch.id}`);
    expect(filtered.orders.map((order) => order._id)).toEqual([orderId]);

    const detail = adminOrderDetailResponseSchema.parse(
      (await call(context.app, 'GET', `/api/admin/orders/${orderId}`, { token: staff.token })).body,
    );
    expect(detail.order.counter).toMatchObject({ readyForPickupAt: null, triesLeft: 5, locked: false });
  });
});
