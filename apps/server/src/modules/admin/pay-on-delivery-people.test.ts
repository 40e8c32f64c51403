import {
  adminCustomerListResponseSchema,
  adminOrderDetailResponseSchema,
  formatPhoneNumber,
  PAY_ON_DELIVERY_TEXTS,
  REFUSED_DELIVERIES_LIMIT,
} from '@shop/shared';
import { expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import {
  fillCart,
  moveOrder,
  newProduct,
  newShopper,
  newStaff,
  ordersOf,
  recordOutcome,
  startWith,
  verifyPhone,
} from '../../../test/helpers/pay-on-delivery';
import { snapshotTables } from '../../../test/helpers/table-snapshot';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';
import type { Shopper } from '../../../test/helpers/users';

/*
 * Pay on delivery counts people, not accounts (decision 0044): the open-order limit (1 in the
 * demo settings) and the refusal block hold per account, per delivery phone and per delivery
 * address, so a new account with the same phone or address changes nothing.
 */

const { refusals } = PAY_ON_DELIVERY_TEXTS;

let numbers = 0;
/** A phone (E.164) and a street no other test of the file uses. */
function newPlace() {
  numbers += 1;
  return { phone: `+23320${7_000_000 + numbers}`, street: `House ${numbers}, Ring Road Central` };
}

const snapshot = (context: TestContext) =>
  snapshotTables(context.database, { leaveOut: { sessions: ['last_used_at'] } });

type Account = Shopper & { id: string };

/** Fills the account's cart and starts pay on delivery to this phone and street; the raw answer. */
async function startAt(
  context: TestContext,
  account: Account,
  place: { phone: string; street: string },
  city = 'Accra',
) {
  const product = await newProduct(context, { stock: 5 });
  await fillCart(context.app, account, [[product, 1]]);
  return startWith(context.app, account, city, { phoneNumber: place.phone, street: place.street });
}

/** Places the order (expecting it placed), takes it out on the truck and records it refused at the door. */
async function refusedAtTheDoor(
  context: TestContext,
  staffToken: string,
  account: Account,
  place: { phone: string; street: string },
) {
  const placed = await startAt(context, account, place);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = placed.body.orderId as string;
  expect((await moveOrder(context, staffToken, orderId, 'In Truck')).status).toBe(200);
  const refused = await recordOutcome(context, staffToken, orderId, {
    outcome: 'refused',
    reason: 'Nobody ordered it, said the person at the door',
  });
  expect(refused.status, JSON.stringify(refused.body)).toBe(200);
  return orderId;
}

async function customerAsStaffSeeIt(context: TestContext, staffToken: string, account: Account) {
  const url = `/api/admin/customers?q=${encodeURIComponent(account.email)}`;
  const listed = adminCustomerListResponseSchema.parse(
    (await call(context.app, 'GET', url, { token: staffToken })).body,
  );
  return listed.customers[0]!;
}

describeEachDatabase('pay on delivery per phone and per address', { seed: true }, (context) => {
  it('three accounts with one verified phone: the second open order to pay on delivery is refused, naming the phone, and writes nothing', async () => {
    const staff = await newStaff(context);
    const { phone } = newPlace();
    const accounts = [await newShopper(context), await newShopper(context), await newShopper(context)];
    for (const account of accounts) await verifyPhone(context, account.id, phone);

    const first = await startAt(context, accounts[0]!, { phone, street: newPlace().street });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    for (const account of accounts.slice(1)) {
      const product = await newProduct(context);
      await fillCart(context.app, account, [[product, 1]]);
      const before = await snapshot(context);
      const refused = await startWith(context.app, account, 'Tema', {
        phoneNumber: phone,
        street: newPlace().street,
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        success: false,
        message: refusals.tooManyOpenOnPhone(formatPhoneNumber(phone), 1),
      });
      expect(await snapshot(context)).toEqual(before);
      expect(await ordersOf(context, account.id)).toEqual([]);
    }

    // Once the phone's order is no longer open (staff cancelled it), another account may place one.
    expect((await moveOrder(context, staff.token, first.body.orderId, 'Cancelled')).status).toBe(200);
    const second = await startAt(context, accounts[1]!, { phone, street: newPlace().street });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
  });

  it('two refusals at the door on one phone block every account using it; staff see why and restoring the person gives it back', async () => {
    const staff = await newStaff(context);
    const { phone } = newPlace();
    const [first, second, newcomer] = [
      await newShopper(context),
      await newShopper(context),
      await newShopper(context),
    ];
    await refusedAtTheDoor(context, staff.token, first, { phone, street: newPlace().street });
    const secondRefused = await refusedAtTheDoor(context, staff.token, second, {
      phone,
      street: newPlace().street,
    });

    // Each account refused only once, yet the phone refused twice: nobody on it pays on delivery.
    await verifyPhone(context, newcomer.id, phone);
    for (const account of [first, second, newcomer]) {
      const blocked = await startAt(context, account, { phone, street: newPlace().street });
      expect(blocked.status).toBe(409);
      expect(blocked.body.message).toBe(
        refusals.phoneBlocked(formatPhoneNumber(phone), REFUSED_DELIVERIES_LIMIT),
      );
    }
    // Paying now is still open to them, to the same phone.
    const paying = await startWith(context.app, newcomer, 'Accra', {
      phoneNumber: phone,
      paymentMethod: 'paystack',
    });
    expect(paying.status, JSON.stringify(paying.body)).toBe(200);

    // Staff see which of account, phone or address stopped it: on the customer and on the order.
    const phoneBlock = {
      kind: 'phone',
      label: formatPhoneNumber(phone),
      refusedDeliveries: REFUSED_DELIVERIES_LIMIT,
    };
    expect(await customerAsStaffSeeIt(context, staff.token, newcomer)).toMatchObject({
      refusedDeliveries: 0,
      payOnDeliveryBlocked: true,
      payOnDeliveryBlocks: [phoneBlock],
    });
    expect(await customerAsStaffSeeIt(context, staff.token, first)).toMatchObject({
      refusedDeliveries: 1,
      payOnDeliveryBlocked: true,
      payOnDeliveryBlocks: [phoneBlock],
    });
    const order = adminOrderDetailResponseSchema.parse(
      (await call(context.app, 'GET', `/api/admin/orders/${secondRefused}`, { token: staff.token })).body,
    ).order;
    expect(order.payOnDeliveryBlocks).toEqual([phoneBlock]);

    // Restoring the newcomer restores the person: the phone is free again for every account on it.
    const restored = await call(context.app, 'POST', `/api/admin/customers/${newcomer.id}/pay-on-delivery`, {
      token: staff.token,
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.customer).toMatchObject({ payOnDeliveryBlocked: false, payOnDeliveryBlocks: [] });
    const again = await startAt(context, first, { phone, street: newPlace().street });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it('the same for one delivery address written differently: one open order, and two refusals block it for every account', async () => {
    const staff = await newStaff(context);
    const written = [
      'Flat 3, 14 Liberation Road, Osu',
      'flat 3 14 liberation road osu.',
      'FLAT 3 - 14, LIBERATION ROAD OSU',
    ];
    const [first, second, third, fourth] = [
      await newShopper(context),
      await newShopper(context),
      await newShopper(context),
      await newShopper(context),
    ];

    const placed = await startAt(context, first, { phone: newPlace().phone, street: written[0]! });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await fillCart(context.app, second, [[await newProduct(context), 1]]);
    const before = await snapshot(context);
    const sameDoor = await startWith(context.app, second, 'Accra', {
      phoneNumber: newPlace().phone,
      street: written[1]!,
    });
    expect(sameDoor.status).toBe(409);
    expect(sameDoor.body.message).toBe(refusals.tooManyOpenAtAddress(1));
    expect(await snapshot(context)).toEqual(before);
    // The same street in another city is another door.
    const elsewhere = await startWith(context.app, second, 'Tema', {
      phoneNumber: newPlace().phone,
      street: written[1]!,
    });
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200);

    // Two refusals at that door, written two ways by two accounts.
    expect((await moveOrder(context, staff.token, placed.body.orderId, 'In Truck')).status).toBe(200);
    expect(
      (
        await recordOutcome(context, staff.token, placed.body.orderId, {
          outcome: 'refused',
          reason: 'Refused',
        })
      ).status,
    ).toBe(200);
    await refusedAtTheDoor(context, staff.token, third, { phone: newPlace().phone, street: written[1]! });

    const blocked = await startAt(context, fourth, { phone: newPlace().phone, street: written[2]! });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe(refusals.addressBlocked(REFUSED_DELIVERIES_LIMIT));
    expect(await customerAsStaffSeeIt(context, staff.token, third)).toMatchObject({
      payOnDeliveryBlocked: true,
      payOnDeliveryBlocks: [
        { kind: 'address', label: `${written[1]}, Accra`, refusedDeliveries: REFUSED_DELIVERIES_LIMIT },
      ],
    });
  });
});

describeEachDatabase('pay on delivery per person under load', { seed: true }, (context) => {
  it('parallel starts from eight accounts on one phone, and from eight on one address, place one order each', async () => {
    const { phone } = newPlace();
    const onePhone = await Promise.all(Array.from({ length: 8 }, () => newShopper(context)));
    const { street } = newPlace();
    const oneAddress = await Promise.all(Array.from({ length: 8 }, () => newShopper(context)));
    // The phone and the address were used before (those orders since cancelled): their rows are
    // there already, so only the lock each start takes on an existing row can line them up.
    const staff = await newStaff(context);
    const earlier = await newShopper(context);
    for (const place of [
      { phone, street: newPlace().street },
      { phone: newPlace().phone, street },
    ]) {
      const placed = await startAt(context, earlier, place);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expect((await moveOrder(context, staff.token, placed.body.orderId, 'Cancelled')).status).toBe(200);
    }
    // A product each, so no stock row lines the starts up: only the phone's or address's lock may.
    for (const account of [...onePhone, ...oneAddress]) {
      await fillCart(context.app, account, [[await newProduct(context), 1]]);
    }

    const answers = await Promise.all([
      ...onePhone.map((account) =>
        startWith(context.app, account, 'Accra', { phoneNumber: phone, street: newPlace().street }),
      ),
      ...oneAddress.map((account) =>
        startWith(context.app, account, 'Accra', { phoneNumber: newPlace().phone, street }),
      ),
    ]);

    const byPhone = answers.slice(0, 8);
    const byAddress = answers.slice(8);
    expect(byPhone.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(byAddress.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of byPhone.filter((answer) => answer.status !== 200)) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(answer.body.message).toBe(refusals.tooManyOpenOnPhone(formatPhoneNumber(phone), 1));
    }
    for (const answer of byAddress.filter((answer) => answer.status !== 200)) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(answer.body.message).toBe(refusals.tooManyOpenAtAddress(1));
    }
    const placed = (
      await Promise.all([...onePhone, ...oneAddress].map((account) => ordersOf(context, account.id)))
    ).flat();
    expect(placed.map((order) => order.paymentStatus)).toEqual(['To pay on delivery', 'To pay on delivery']);
    expect(placed.map((order) => order.phoneNumber)).toContain(phone);
  });
});
