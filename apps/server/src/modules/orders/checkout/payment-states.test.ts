import { PAYMENT_STATES, PAYMENT_STATUSES, type PaymentStatus, paymentStateLabel } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, insertTestOrder, insertTestProduct } from '../../../../test/helpers/admin-fixtures';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../../test/helpers/test-database';
import { orders } from '../../../db/schema';
import { markOrderRefunded, PaymentMoveRefused, setPaymentState } from './payment-state-repository';

/** Every (from, to) pair of payment states, and whether the table allows it. */
const EVERY_MOVE = PAYMENT_STATUSES.flatMap((from) =>
  PAYMENT_STATUSES.map((to) => ({ from, to, allowed: PAYMENT_STATES[from].moves.includes(to) })),
);

it('allows the moves of the checkout story and no others', () => {
  const allowed = EVERY_MOVE.filter((move) => move.allowed).map((move) => `${move.from} -> ${move.to}`);
  expect(allowed.sort()).toEqual(
    [
      'Pending -> Paid',
      'Pending -> Expired',
      'Pending -> Refund pending',
      'Paid -> Refund pending',
      'Paid -> Partly refunded',
      'Paid -> Refunded',
      'Partly refunded -> Partly refunded',
      'Partly refunded -> Refunded',
      'Collected -> Partly refunded',
      'Collected -> Refunded',
      'Expired -> Paid',
      'Expired -> Refund pending',
      'Refund pending -> Refunded',
      'To pay on delivery -> Collected',
      'To pay on delivery -> Refused at the door',
      'To pay on delivery -> Cancelled unpaid',
      'To pay on delivery -> Paid',
    ].sort(),
  );
  for (const status of PAYMENT_STATUSES) expect(paymentStateLabel(status)).toBe(PAYMENT_STATES[status].label);
});

for (const kind of databaseKinds) {
  describe(`payment state moves follow PAYMENT_STATES [${kind}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
    }, 60_000);
    afterAll(() => database?.dispose());

    /** An order of a new account (one Pending order per account) in the given payment state. */
    async function orderIn(paymentStatus: PaymentStatus) {
      const user = await createTestUser(database.db);
      const product = await insertTestProduct(database.db, { stock: 5 });
      return insertTestOrder(database.db, { user, lines: [{ product, quantity: 1 }], paymentStatus });
    }
    const paymentStatusOf = async (orderId: string) =>
      (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.paymentStatus;

    it.each(EVERY_MOVE)('$from -> $to: allowed $allowed', async ({ from, to, allowed }) => {
      const order = await orderIn(from);
      const move = database.db.transaction((transaction) =>
        setPaymentState(transaction, { id: order.id, paymentStatus: from }, { paymentStatus: to }),
      );
      if (allowed) {
        await move;
        expect(await paymentStatusOf(order.id)).toBe(to);
      } else {
        await expect(move).rejects.toThrow(PaymentMoveRefused);
        expect(await paymentStatusOf(order.id)).toBe(from);
      }
    });

    // A return's refund reaches Refunded from Paid, Collected or Partly refunded its own way
    // (recordRefundOnPayment); a cancellation's refund only from Refund pending.
    it.each(PAYMENT_STATUSES)(
      "marks a cancelled order's refund done only from Refund pending: %s",
      async (from) => {
        const order = await orderIn(from);
        const moved = await markOrderRefunded(database.db, order.id);
        expect(moved).toBe(from === 'Refund pending');
        expect(await paymentStatusOf(order.id)).toBe(moved ? 'Refunded' : from);
      },
    );
  });
}
