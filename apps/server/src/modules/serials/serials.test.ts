import {
  adminOrderDetailResponseSchema,
  formatOrderNumber,
  normaliseSerial,
  SERIAL_TEXTS,
  staffStatusResponseSchema,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  insertTestOrder,
  insertTestProduct,
  type TestUser,
} from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { orders, type products } from '../../db/schema';
import { warrantyLastDay } from './sold-unit-dates';
import { recordSoldUnits } from './sold-unit-recording';

/** Fourteen digits and the Luhn check digit that makes them an IMEI. */
function imei(fourteen: string): string {
  for (let check = 0; check <= 9; check += 1) {
    const digits = `${fourteen}${check}`;
    let sum = 0;
    for (let index = 0; index < 15; index += 1) {
      let digit = Number(digits[14 - index]);
      if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('unreachable');
}

/** The same fourteen digits with a check digit one off: a typing slip the Luhn check catches. */
const mistyped = (good: string) => `${good.slice(0, 14)}${(Number(good[14]) + 1) % 10}`;

describe('warrantyLastDay', () => {
  it('runs to the same day months later, or the last day of a shorter month', () => {
    expect(warrantyLastDay(new Date('2026-11-28T10:00:00Z'), 12)).toBe('2027-11-28');
    expect(warrantyLastDay(new Date('2027-01-31T23:30:00Z'), 1)).toBe('2027-02-28');
    expect(warrantyLastDay(new Date('2026-08-15T00:00:00Z'), 6)).toBe('2027-02-15');
    expect(warrantyLastDay(new Date('2026-08-15T00:00:00Z'), 0)).toBe('2026-08-15');
  });
});

describeEachDatabase('serials recorded when an order goes In Truck', {}, (context) => {
  let staff: TestUser;
  let otherStaff: TestUser;
  let buyer: TestUser;
  let phone: typeof products.$inferSelect;
  let charger: typeof products.$inferSelect;
  let serialCounter = 0;
  /** A new valid IMEI each call, so tests do not meet each other's sales. */
  const nextImei = () =>
    imei(`35${String(Date.now() % 1e6).padStart(6, '0')}${String(serialCounter++).padStart(6, '0')}`);

  beforeAll(async () => {
    const db = context.database.db;
    staff = await createTestUser(db, { isAdmin: true, name: 'Yaw Staff' });
    otherStaff = await createTestUser(db, { isAdmin: true, name: 'Efua Staff' });
    buyer = await createTestUser(db, { name: 'Akosua Buyer' });
    phone = await insertTestProduct(db, {
      name: 'Samsung Galaxy A15',
      category: 'Phone',
      subcategory: 'Android Phone',
      tracksSerials: true,
      warrantyMonths: 12,
      stock: 50,
    });
    charger = await insertTestProduct(db, {
      name: 'Oraimo charger',
      tracksSerials: false,
      warrantyMonths: 6,
    });
  });

  const paidOrder = (lines: { product: typeof phone; quantity: number }[]) =>
    insertTestOrder(context.database.db, { user: buyer, lines, status: 'Pending', paymentStatus: 'Paid' });

  const detail = async (orderId: string) => {
    const { status, body } = await call(context.app, 'GET', `/api/admin/orders/${orderId}`, {
      token: staff.token,
    });
    expect(status).toBe(200);
    return adminOrderDetailResponseSchema.parse(body).order;
  };

  const move = (orderId: string, body: object, token = staff.token) =>
    call(context.app, 'PATCH', `/api/admin/orders/${orderId}/status`, { token, body });

  const lineOf = async (orderId: string, name: string) =>
    (await detail(orderId)).items.find((item) => item.name === name)!;

  it('refuses In Truck without the serials, naming the product, and leaves the order Pending', async () => {
    const order = await paidOrder([{ product: phone, quantity: 2 }]);
    const refused = await move(order.id, { status: 'In Truck' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message: SERIAL_TEXTS.missing('Samsung Galaxy A15', 2) });
    const after = await detail(order.id);
    expect(after.orderStatus).toBe('Pending');
    expect(after.items[0]!.tracksSerials).toBe(true);
    expect(after.items[0]!.serials).toEqual([]);
  });

  it('refuses an IMEI whose check digit is wrong, and one serial given for two units', async () => {
    const order = await paidOrder([{ product: phone, quantity: 2 }]);
    const line = await lineOf(order.id, 'Samsung Galaxy A15');
    const good = nextImei();
    const bad = mistyped(nextImei());
    const wrong = await move(order.id, { status: 'In Truck', serials: { [line._id]: [good, bad] } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(SERIAL_TEXTS.invalid('Samsung Galaxy A15', bad, 'imei-check-digit'));
    const twice = await move(order.id, { status: 'In Truck', serials: { [line._id]: [good, ` ${good} `] } });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(SERIAL_TEXTS.repeated(good));
    expect((await detail(order.id)).orderStatus).toBe('Pending');
  });

  it('records good serials with the warranty running from the In Truck day, on the staff and shopper answers', async () => {
    const order = await paidOrder([
      { product: phone, quantity: 2 },
      { product: charger, quantity: 1 },
    ]);
    const line = await lineOf(order.id, 'Samsung Galaxy A15');
    const first = nextImei();
    // A scanner or a person may type spaces and small letters: stored as capitals without them.
    const second = 'sn-a15 0042x';
    const moved = await move(order.id, { status: 'In Truck', serials: { [line._id]: [first, second] } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    const expected = [
      { serial: first, warrantyUntil: nextYear, state: 'sold' },
      { serial: normaliseSerial(second), warrantyUntil: nextYear, state: 'sold' },
    ];
    const shopperLine = staffStatusResponseSchema
      .parse(moved.body)
      .order.items.find((item) => item.name === 'Samsung Galaxy A15');
    expect(shopperLine?.serials).toEqual(expected);
    const after = await detail(order.id);
    expect(after.orderStatus).toBe('In Truck');
    expect(after.items.find((item) => item.name === 'Samsung Galaxy A15')?.serials).toEqual(expected);
    const chargerLine = after.items.find((item) => item.name === 'Oraimo charger')!;
    expect(chargerLine.tracksSerials).toBe(false);
    expect(chargerLine.serials).toEqual([]);
  });

  it('refuses a serial already in a live sale, naming that order', async () => {
    const first = await paidOrder([{ product: phone, quantity: 1 }]);
    const serial = nextImei();
    const firstLine = await lineOf(first.id, 'Samsung Galaxy A15');
    expect(
      (await move(first.id, { status: 'In Truck', serials: { [firstLine._id]: [serial] } })).status,
    ).toBe(200);
    const second = await paidOrder([{ product: phone, quantity: 1 }]);
    const secondLine = await lineOf(second.id, 'Samsung Galaxy A15');
    const refused = await move(second.id, { status: 'In Truck', serials: { [secondLine._id]: [serial] } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SERIAL_TEXTS.alreadySold(serial, formatOrderNumber(first.number)));
    expect((await detail(second.id)).orderStatus).toBe('Pending');
  });

  it('lets one of two staff saving the same serial at the same instant win; the other is told which order has it', async () => {
    const serial = nextImei();
    const orders = [
      await paidOrder([{ product: phone, quantity: 1 }]),
      await paidOrder([{ product: phone, quantity: 1 }]),
    ];
    const lines = await Promise.all(orders.map((order) => lineOf(order.id, 'Samsung Galaxy A15')));
    const answers = await Promise.all(
      orders.map((order, index) =>
        move(
          order.id,
          { status: 'In Truck', serials: { [lines[index]!._id]: [serial] } },
          [staff, otherStaff][index]!.token,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = orders[answers.findIndex((answer) => answer.status === 200)]!;
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.message).toBe(SERIAL_TEXTS.alreadySold(serial, formatOrderNumber(winner.number)));
    const states = await Promise.all(orders.map(async (order) => (await detail(order.id)).orderStatus));
    expect(states.sort()).toEqual(['In Truck', 'Pending']);
  });

  it("answers 409 naming the other order when its sale commits while this one waits on the serial's key", async () => {
    const serial = nextImei();
    const [held, waiting] = [
      await paidOrder([{ product: phone, quantity: 1 }]),
      await paidOrder([{ product: phone, quantity: 1 }]),
    ];
    const heldLine = await lineOf(held.id, 'Samsung Galaxy A15');
    const waitingLine = await lineOf(waiting.id, 'Samsung Galaxy A15');
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Another staff member's save, recorded but not yet committed: the second save cannot see
    // it, and on PostgreSQL waits on the unique key until it commits, then fails on it.
    const other = context.database.db.transaction(async (transaction) => {
      await recordSoldUnits(
        transaction,
        [
          {
            serial,
            line: {
              orderId: held.id,
              orderItemId: heldLine._id,
              productId: phone.id,
              variantId: null,
              name: phone.name,
              variantOptions: {},
              quantity: 1,
              warrantyMonths: 12,
            },
          },
        ],
        staff.id,
      );
      await released;
    });
    const answer = move(
      waiting.id,
      { status: 'In Truck', serials: { [waitingLine._id]: [serial] } },
      otherStaff.token,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await other;
    const refused = await answer;
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SERIAL_TEXTS.alreadySold(serial, formatOrderNumber(held.number)));
    expect((await detail(waiting.id)).orderStatus).toBe('Pending');
  });

  it('after a cancel the serial is returned and can be sold again', async () => {
    const serial = nextImei();
    const first = await paidOrder([{ product: phone, quantity: 1 }]);
    const firstLine = await lineOf(first.id, 'Samsung Galaxy A15');
    expect(
      (await move(first.id, { status: 'In Truck', serials: { [firstLine._id]: [serial] } })).status,
    ).toBe(200);
    const cancelled = await move(first.id, { status: 'Cancelled', reason: 'The customer refused the phone' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await lineOf(first.id, 'Samsung Galaxy A15')).serials?.[0]?.state).toBe('returned');
    const second = await paidOrder([{ product: phone, quantity: 1 }]);
    const secondLine = await lineOf(second.id, 'Samsung Galaxy A15');
    const sold = await move(second.id, { status: 'In Truck', serials: { [secondLine._id]: [serial] } });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect((await lineOf(second.id, 'Samsung Galaxy A15')).serials?.map((unit) => unit.state)).toEqual([
      'sold',
    ]);
  });

  it('a parcel refused at the door returns its serials, which can then be sold again', async () => {
    const serial = nextImei();
    const atDoor = await insertTestOrder(context.database.db, {
      user: buyer,
      lines: [{ product: phone, quantity: 1 }],
      status: 'Pending',
      paymentStatus: 'To pay on delivery',
    });
    await context.database.db
      .update(orders)
      .set({ paymentMethod: 'pay-on-delivery' })
      .where(eq(orders.id, atDoor.id));
    const line = await lineOf(atDoor.id, 'Samsung Galaxy A15');
    expect((await move(atDoor.id, { status: 'In Truck', serials: { [line._id]: [serial] } })).status).toBe(
      200,
    );
    const refused = await call(context.app, 'POST', `/api/admin/orders/${atDoor.id}/collection`, {
      token: staff.token,
      body: { outcome: 'refused', reason: 'Not at home' },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect((await lineOf(atDoor.id, 'Samsung Galaxy A15')).serials?.[0]?.state).toBe('returned');
    const again = await paidOrder([{ product: phone, quantity: 1 }]);
    const againLine = await lineOf(again.id, 'Samsung Galaxy A15');
    expect(
      (await move(again.id, { status: 'In Truck', serials: { [againLine._id]: [serial] } })).status,
    ).toBe(200);
  });

  it('moves an order without tracked products as before, and refuses serials sent for them', async () => {
    const order = await paidOrder([{ product: charger, quantity: 3 }]);
    const line = await lineOf(order.id, 'Oraimo charger');
    const slip = await move(order.id, { status: 'In Truck', serials: { [line._id]: ['ABCD-1234'] } });
    expect(slip.status).toBe(400);
    expect(slip.body.message).toBe(SERIAL_TEXTS.notTracked);
    expect((await move(order.id, { status: 'In Truck' })).status).toBe(200);
    expect((await detail(order.id)).orderStatus).toBe('In Truck');
  });
});
