import { randomBytes } from 'node:crypto';
import { type ReturnReason, returnFiguresResponseSchema } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestUser, insertTestOrder, insertTestProduct } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';
import { orderItems, productVariants, refunds, returnRequests, returnUnits } from '../../db/schema';

const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * A delivered order of one unit of a new product, and a request of it made `daysAgo` days ago,
 * written as the shopper's call leaves it; with `refund`, refunded (done) at `refundedAt`.
 */
async function requestOf(
  context: TestContext,
  values: {
    productName: string;
    reason: ReturnReason;
    daysAgo?: number;
    refund?: { pesewas: number; at: Date };
  },
) {
  const db = context.database.db;
  const buyer = await createTestUser(db);
  const product = await insertTestProduct(db, { name: values.productName, pricePesewas: 90_000 });
  const order = await insertTestOrder(db, {
    user: buyer,
    lines: [{ product, quantity: 1 }],
    status: 'Delivered',
  });
  const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const createdAt = new Date(Date.now() - (values.daysAgo ?? 0) * DAY_MS);
  const [request] = await db
    .insert(returnRequests)
    .values({
      orderId: order.id,
      userId: buyer.id,
      kind: 'return',
      reason: values.reason,
      status: values.refund ? 'Refunded' : 'Requested',
      createdAt,
      statusChangedAt: createdAt,
    })
    .returning();
  await db.insert(returnUnits).values({ returnId: request!.id, orderItemId: line!.id, quantity: 1 });
  if (values.refund) {
    await db.insert(refunds).values({
      orderId: order.id,
      returnId: request!.id,
      goodsPesewas: values.refund.pesewas,
      amountPesewas: values.refund.pesewas,
      method: 'paystack',
      state: 'done',
      creditNoteNumber: 800_000 + Math.floor(Math.random() * 199_999),
      doneAt: values.refund.at,
    });
  }
  return { product, line: line! };
}

describeEachDatabase('the returns figures staff read', {}, (context) => {
  const figures = async (token: string, query = '') => {
    const response = await call(context.app, 'GET', `/api/admin/returns/figures${query}`, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return returnFiguresResponseSchema.parse(response.body);
  };

  it('counts the period’s requests by reason and product, sums refunds per Ghana day and counts faulty units', async () => {
    const staff = await createTestUser(context.database.db, { isAdmin: true });
    const before = await figures(staff.token);
    const countOf = (answer: typeof before, reason: ReturnReason) =>
      answer.byReason.find((row) => row.reason === reason)!.count;

    const suffix = randomBytes(3).toString('hex');
    const phone = `Tecno Camon ${suffix}`;
    const yesterday = new Date(Date.now() - DAY_MS);
    await requestOf(context, {
      productName: phone,
      reason: 'faulty',
      refund: { pesewas: 90_000, at: new Date() },
    });
    await requestOf(context, {
      productName: phone,
      reason: 'faulty',
      refund: { pesewas: 45_050, at: new Date() },
    });
    await requestOf(context, {
      productName: phone,
      reason: 'wrong-item',
      refund: { pesewas: 10_000, at: yesterday },
    });
    await requestOf(context, { productName: `Oraimo Earbuds ${suffix}`, reason: 'not-as-described' });
    // Older than the period: counted in a longer one only.
    const old = await requestOf(context, { productName: phone, reason: 'faulty', daysAgo: 40 });
    await context.database.db
      .update(productVariants)
      .set({ faultyUnits: sql`${productVariants.faultyUnits} + 2` })
      .where(eq(productVariants.productId, old.product.id));

    const after = await figures(staff.token);
    expect(countOf(after, 'faulty') - countOf(before, 'faulty')).toBe(2);
    expect(countOf(after, 'wrong-item') - countOf(before, 'wrong-item')).toBe(1);
    expect(countOf(after, 'not-as-described') - countOf(before, 'not-as-described')).toBe(1);
    expect(after.byProduct.find((row) => row.name === phone)?.count).toBe(3);
    expect(after.byProduct.find((row) => row.name === `Oraimo Earbuds ${suffix}`)?.count).toBe(1);
    expect(after.byProduct.length).toBeLessThanOrEqual(10);

    const dayAmount = (answer: typeof before, day: string) =>
      answer.refundedPerDay.find((row) => row.day === day)?.amount ?? 0;
    expect(after.refundedPerDay).toHaveLength(30);
    expect(after.refundedPerDay.at(-1)!.day).toBe(today());
    expect(dayAmount(after, today()) - dayAmount(before, today())).toBeCloseTo(1350.5, 2);
    expect(dayAmount(after, dayOf(yesterday)) - dayAmount(before, dayOf(yesterday))).toBeCloseTo(100, 2);
    expect(after.faultyUnits - before.faultyUnits).toBe(2);

    const longer = await figures(staff.token, '?days=60');
    expect(longer.refundedPerDay).toHaveLength(60);
    expect(longer.byProduct.find((row) => row.name === phone)?.count).toBe(4);
  });

  it('refuses a period it cannot read, and anyone but staff', async () => {
    const staff = await createTestUser(context.database.db, { isAdmin: true });
    for (const days of ['0', '366', 'a-month', '2.5']) {
      const response = await call(context.app, 'GET', `/api/admin/returns/figures?days=${days}`, {
        token: staff.token,
      });
      expect(response.status, days).toBe(400);
      expect(response.body).toMatchObject({ success: false, message: expect.stringMatching(/days/i) });
    }
    const shopper = await createTestUser(context.database.db);
    expect(
      (await call(context.app, 'GET', '/api/admin/returns/figures', { token: shopper.token })).status,
    ).toBe(403);
  });
});
