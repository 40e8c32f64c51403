import { PAYMENT_STATUSES, type PaymentStatus } from '@shop/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

/** How many checkouts are in each payment state (Pending, Paid, Expired, ...); every state is present. */
export async function countCheckoutsByState(db: Executor): Promise<Record<PaymentStatus, number>> {
  const rows = await db
    .select({ state: orders.paymentStatus, total: count() })
    .from(orders)
    .groupBy(orders.paymentStatus);
  const counts = Object.fromEntries(PAYMENT_STATUSES.map((state) => [state, 0])) as Record<
    PaymentStatus,
    number
  >;
  for (const row of rows) counts[row.state] = row.total;
  return counts;
}

/** Units that pending checkouts hold off the shelf until they are paid or their hold runs out. */
export async function countHeldUnits(db: Executor): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.paymentStatus, 'Pending'));
  return row?.units ?? 0;
}
