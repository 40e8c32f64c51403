import { adminReturnResponseSchema, RETURN_MESSAGES, warrantyResponseSchema } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { freshImei } from '../../../test/helpers/serials';
import {
  deliveredPhoneOrder,
  insertReturnRequest,
  returnAsStored,
  staffMember,
  variantStock,
} from '../../../test/helpers/staff-return-fixtures';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';
import { freshAddress } from '../../../test/helpers/users';
import { productVariants, refunds, returnRequests, soldUnits } from '../../db/schema';

/** Today in Ghana, which keeps UTC all year: the day a replacement's warranty starts. */
const today = () => new Date().toISOString().slice(0, 10);

async function warrantyOf(context: TestContext, serial: string) {
  const response = await call(context.app, 'GET', `/api/warranty/${serial}`, {
    remoteAddress: freshAddress(),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return warrantyResponseSchema.parse(response.body).warranty;
}

async function unitsOfOrder(context: TestContext, orderId: string) {
  return context.database.db.select().from(soldUnits).where(eq(soldUnits.orderId, orderId));
}

describeEachDatabase('staff replace a unit under warranty', {}, (context) => {
  const move = (token: string, number: number, body: unknown) =>
    call(context.app, 'POST', `/api/admin/returns/${number}/moves`, { token, body });

  /** A warranty claim on the order's one unit, received with this condition. */
  async function receivedClaim(condition: 'faulty' | 'resaleable' = 'faulty', stock = 5) {
    const staff = await staffMember(context);
    const sale = await deliveredPhoneOrder(context, { stock });
    const request = await insertReturnRequest(context, {
      orderId: sale.order.id,
      user: sale.buyer,
      kind: 'warranty',
      units: [{ orderItemId: sale.line.id, quantity: 1, soldUnitId: sale.units[0]!.id }],
    });
    expect((await move(staff.token, request.number, { status: 'Approved' })).status).toBe(200);
    const received = await move(staff.token, request.number, { status: 'Received', condition });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    return { ...sale, staff, request, oldSerial: sale.units[0]!.serial, variantId: sale.line.variantId! };
  }

  it('refuses to replace or repair a unit whose refund is already being asked, and writes nothing', async () => {
    const claim = await receivedClaim('faulty');
    const [request] = await context.database.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.number, claim.request.number));
    await context.database.db.insert(refunds).values({
      orderId: claim.order.id,
      returnId: request!.id,
      goodsPesewas: 100,
      amountPesewas: 100,
      method: 'paystack',
      state: 'asking',
    });
    const stock = await variantStock(context, claim.variantId);
    for (const body of [
      { status: 'Replaced', serial: freshImei() },
      { status: 'Repaired', note: 'New battery' },
    ]) {
      const refused = await move(claim.staff.token, claim.request.number, body);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ success: false, message: RETURN_MESSAGES.refundAsked });
    }
    expect((await returnAsStored(context, claim.request.number)).row.status).toBe('Received');
    expect(await variantStock(context, claim.variantId)).toEqual(stock);
  });

  it('sells the new unit with its own warranty from today, marks the old serial returned and counts it faulty', async () => {
    const claim = await receivedClaim('faulty');
    const before = await variantStock(context, claim.variantId);
    const newSerial = freshImei();

    const replaced = await move(claim.staff.token, claim.request.number, {
      status: 'Replaced',
      serial: newSerial,
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const answer = adminReturnResponseSchema.parse(replaced.body);
    expect(answer.message).toBe(RETURN_MESSAGES.moved(`RET-${claim.request.number}`, 'Replaced'));
    expect(answer.request).toMatchObject({
      status: 'Replaced',
      units: [{ serial: claim.oldSerial, replacementSerial: newSerial, quantity: 1 }],
      moves: ['Closed'],
    });

    const nextYear = String(Number(today().slice(0, 4)) + 1);
    expect(await warrantyOf(context, newSerial)).toMatchObject({
      serial: newSerial,
      product: claim.product.name,
      soldOn: today(),
      state: 'sold',
      underWarranty: true,
    });
    expect((await warrantyOf(context, newSerial)).warrantyUntil.startsWith(nextYear)).toBe(true);
    expect(await warrantyOf(context, claim.oldSerial)).toMatchObject({
      state: 'returned',
      underWarranty: false,
    });

    expect(await variantStock(context, claim.variantId)).toEqual({
      stock: before.stock - 1,
      faultyUnits: before.faultyUnits + 1,
    });
    const newUnit = (await unitsOfOrder(context, claim.order.id)).find((unit) => unit.serial === newSerial);
    expect(newUnit).toMatchObject({
      orderItemId: claim.line.id,
      warrantyMonths: 12,
      recordedBy: claim.staff.id,
    });
  });

  it('a resaleable unit goes back on the shelf as the new one leaves it', async () => {
    const claim = await receivedClaim('resaleable');
    const before = await variantStock(context, claim.variantId);
    const replaced = await move(claim.staff.token, claim.request.number, {
      status: 'Replaced',
      serial: freshImei(),
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(await variantStock(context, claim.variantId)).toEqual(before);
  });

  it('refuses a serial already sold in another order, and writes nothing', async () => {
    const claim = await receivedClaim();
    const elsewhere = await deliveredPhoneOrder(context);
    const before = {
      request: await returnAsStored(context, claim.request.number),
      stock: await variantStock(context, claim.variantId),
      units: await unitsOfOrder(context, claim.order.id),
    };
    const refused = await move(claim.staff.token, claim.request.number, {
      status: 'Replaced',
      serial: elsewhere.units[0]!.serial,
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { success: false, message: RETURN_MESSAGES.replacementSerialInUse },
    });
    expect({
      request: await returnAsStored(context, claim.request.number),
      stock: await variantStock(context, claim.variantId),
      units: await unitsOfOrder(context, claim.order.id),
    }).toEqual(before);
    expect((await warrantyOf(context, claim.oldSerial)).state).toBe('sold');
  });

  it('two replacements with one new serial at the same instant: one sells it, the other is refused', async () => {
    const [first, second] = [await receivedClaim(), await receivedClaim()];
    const serial = freshImei();
    const answers = await Promise.all([
      move(first.staff.token, first.request.number, { status: 'Replaced', serial }),
      move(second.staff.token, second.request.number, { status: 'Replaced', serial }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(
      RETURN_MESSAGES.replacementSerialInUse,
    );
    const live = await context.database.db.select().from(soldUnits).where(eq(soldUnits.serial, serial));
    expect(live).toHaveLength(1);
  });

  it('refuses a mistyped IMEI, a claim of more than one unit, and a variant with no stock', async () => {
    const claim = await receivedClaim();
    const imei = freshImei();
    // Only one last digit checks the other 14: the next one never does.
    const mistyped = `${imei.slice(0, 14)}${(Number(imei.at(-1)) + 1) % 10}`;
    const typo = await move(claim.staff.token, claim.request.number, {
      status: 'Replaced',
      serial: mistyped,
    });
    expect(typo.status).toBe(400);
    expect(typo.body.message).toContain(mistyped);
    expect((await returnAsStored(context, claim.request.number)).row.status).toBe('Received');

    const staff = await staffMember(context);
    const pair = await deliveredPhoneOrder(context, { quantity: 2 });
    const both = await insertReturnRequest(context, {
      orderId: pair.order.id,
      user: pair.buyer,
      units: [{ orderItemId: pair.line.id, quantity: 2 }],
      status: 'Received',
      condition: 'faulty',
    });
    const two = await move(staff.token, both.number, { status: 'Replaced', serial: freshImei() });
    expect(two).toMatchObject({
      status: 409,
      body: { message: RETURN_MESSAGES.replacementNeedsClaimOfOneUnit },
    });

    const empty = await receivedClaim('faulty', 0);
    await context.database.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(eq(productVariants.id, empty.variantId));
    const none = await move(empty.staff.token, empty.request.number, {
      status: 'Replaced',
      serial: freshImei(),
    });
    expect(none).toMatchObject({ status: 409, body: { message: RETURN_MESSAGES.replacementOutOfStock } });
    expect((await returnAsStored(context, empty.request.number)).row.status).toBe('Received');
  });

  it('a repair keeps the same serial sold, with its warranty', async () => {
    const claim = await receivedClaim();
    const before = await variantStock(context, claim.variantId);
    const repaired = await move(claim.staff.token, claim.request.number, {
      status: 'Repaired',
      note: 'Replaced the battery.',
    });
    expect(repaired.status, JSON.stringify(repaired.body)).toBe(200);
    expect(repaired.body.request).toMatchObject({
      status: 'Repaired',
      resolutionNote: 'Replaced the battery.',
      units: [{ serial: claim.oldSerial, replacementSerial: null }],
    });
    expect(await warrantyOf(context, claim.oldSerial)).toMatchObject({ state: 'sold', underWarranty: true });
    expect(await variantStock(context, claim.variantId)).toEqual(before);
  });
});
