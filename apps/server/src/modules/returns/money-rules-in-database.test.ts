import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { checkout, productsInStock } from '../../../test/helpers/checkout';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';
import { registerShopper } from '../../../test/helpers/users';
import { orders, refunds, returnRequests } from '../../db/schema';

/**
 * The database itself keeps an order's refunds within what was paid (decision 0063): whatever
 * a service forgets or two staff race, a refund that would pass the total is refused whole.
 */
describeEachDatabase('refunds the database keeps within what was paid', { seed: true }, (context) => {
  async function paidOrder(ctx: TestContext) {
    const shopper = await registerShopper(ctx.app);
    const [product] = await productsInStock(ctx.app, 2);
    const { created } = await checkout(ctx.app, shopper, [[product!, 1]]);
    const orderId = (created.body as { order: { _id: string } }).order._id;
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    return order!;
  }

  async function request(ctx: TestContext, order: { id: string; userId: string }) {
    const [row] = await ctx.database.db
      .insert(returnRequests)
      .values({
        orderId: order.id,
        userId: order.userId,
        kind: 'return',
        reason: 'faulty',
        status: 'Received',
      })
      .returning();
    return row!;
  }

  const refundValues = (order: { id: string }, returnId: number, goods: number, delivery = 0) => ({
    orderId: order.id,
    returnId,
    goodsPesewas: goods,
    deliveryPesewas: delivery,
    amountPesewas: goods + delivery,
    method: 'cash' as const,
    state: 'asking' as const,
  });

  const refundedOf = async (orderId: string) =>
    (await context.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.refundedPesewas;

  it('counts each refund on its order, and refuses one that would pass the total', async () => {
    const order = await paidOrder(context);
    const first = await request(context, order);
    await context.database.db.insert(refunds).values(refundValues(order, first.id, 1000));
    expect(await refundedOf(order.id)).toBe(1000);

    const second = await request(context, order);
    await expect(
      context.database.db.insert(refunds).values(refundValues(order, second.id, order.totalPesewas - 999)),
    ).rejects.toThrow();
    expect(await refundedOf(order.id)).toBe(1000);

    await context.database.db
      .insert(refunds)
      .values(refundValues(order, second.id, order.totalPesewas - 1000));
    expect(await refundedOf(order.id)).toBe(order.totalPesewas);
  });

  it("never changes a refund's amount once written, and refunds delivery once per order", async () => {
    const order = await paidOrder(context);
    const first = await request(context, order);
    const [refund] = await context.database.db
      .insert(refunds)
      .values(refundValues(order, first.id, 100, 1))
      .returning();
    await expect(
      context.database.db
        .update(refunds)
        .set({ goodsPesewas: 200, amountPesewas: 201 })
        .where(eq(refunds.id, refund!.id)),
    ).rejects.toThrow();
    const second = await request(context, order);
    await expect(
      context.database.db.insert(refunds).values(refundValues(order, second.id, 100, 1)),
    ).rejects.toThrow();
    expect(await refundedOf(order.id)).toBe(101);
  });

  it('keeps the sum within the total when refunds of one order are written at the same instant', async () => {
    const order = await paidOrder(context);
    const requests = await Promise.all([1, 2, 3].map(() => request(context, order)));
    // Each asks for 40 % of the total: any two fit, three do not.
    const share = Math.floor(order.totalPesewas * 0.4);
    const outcomes = await Promise.allSettled(
      requests.map((row) =>
        context.database.db.transaction(async (transaction) => {
          await transaction.insert(refunds).values(refundValues(order, row.id, share));
          await transaction.execute(sql`select pg_sleep(0.05)`);
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    expect(await refundedOf(order.id)).toBe(2 * share);
  });
});
