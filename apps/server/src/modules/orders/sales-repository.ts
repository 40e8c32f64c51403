import {
  DASHBOARD_DAYS,
  ORDER_STATUSES,
  type OrderStatus,
  PLACED_PAYMENT_STATUSES,
  SALE_PAYMENT_STATUSES,
} from '@shop/shared';
import { and, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

/** Order counts are over placed orders; pending and expired checkouts are not orders yet. */
const placed = () => inArray(orders.paymentStatus, PLACED_PAYMENT_STATUSES);
/** Sales count money the shop has: paid online, or collected at the door (decision 0034). */
const sold = () => inArray(orders.paymentStatus, SALE_PAYMENT_STATUSES);
/** What a sold order brought in: its total less what returns refunded (Partly refunded, decision 0063). */
const keptPesewas = () => sql`${orders.totalPesewas} - ${orders.refundedPesewas}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Ghana keeps UTC all year, so a UTC calendar day is the shop's day. */
function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Orders and revenue (pesewas) per day over the last 30 days, today included; cancelled
 * orders left out. An order counts on the day it was placed; its revenue on the day the money
 * came: when paid online, the day it was placed; when paid at the door, the day of collection;
 * less what returns refunded of it.
 */
export async function ordersPerDay(db: Executor, now: Date) {
  const firstDay = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (DASHBOARD_DAYS - 1) * DAY_MS,
  );
  const placedDay = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const moneyAt = sql`coalesce(${orders.collectionRecordedAt}, ${orders.createdAt})`;
  const moneyDay = sql<string>`to_char(${moneyAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [placedRows, soldRows] = await Promise.all([
    db
      .select({ day: placedDay, orders: count() })
      .from(orders)
      .where(and(gte(orders.createdAt, firstDay), ne(orders.orderStatus, 'Cancelled'), placed()))
      .groupBy(placedDay),
    db
      .select({
        day: moneyDay,
        revenuePesewas: sql<number>`coalesce(sum(${keptPesewas()}), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(
        and(
          sql`${moneyAt} >= ${firstDay.toISOString()}::timestamptz`,
          ne(orders.orderStatus, 'Cancelled'),
          sold(),
        ),
      )
      .groupBy(moneyDay),
  ]);
  const ordersByDay = new Map(placedRows.map((row) => [row.day, row.orders]));
  const revenueByDay = new Map(soldRows.map((row) => [row.day, row.revenuePesewas]));
  // Every day is present, quiet ones as zero, so the chart's axis is even.
  return Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const date = utcDay(new Date(firstDay.getTime() + index * DAY_MS));
    return { date, orders: ordersByDay.get(date) ?? 0, revenuePesewas: revenueByDay.get(date) ?? 0 };
  });
}

/** How many orders are in each status; every status is present. */
export async function countOrdersByStatus(db: Executor): Promise<Record<OrderStatus, number>> {
  const rows = await db
    .select({ status: orders.orderStatus, total: count() })
    .from(orders)
    .where(placed())
    .groupBy(orders.orderStatus);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

/**
 * Best sellers by units in sold orders (paid or collected) that were not cancelled, per variant
 * (decision 0036). Lines are grouped by the variant bought; a line of a product that is gone, by its
 * snapshot name and SKU. The snapshot name, image and variant are what the caller shows when
 * the catalogue no longer has the product.
 */
export async function topSellingLines(db: Executor, limit: number) {
  const units = sql<number>`sum(${orderItems.quantity})`.mapWith(Number);
  const groupKey = sql`coalesce(${orderItems.variantPublicId}::text, 'snapshot:' || ${orderItems.name} || ':' || ${orderItems.variantSku})`;
  const rows = await db
    .select({
      productId: sql<number | null>`min(${orderItems.productId})`,
      snapshotName: sql<string>`min(${orderItems.name})`,
      snapshotImage: sql<string | null>`min(${orderItems.image})`,
      variantPublicId: sql<string | null>`min(${orderItems.variantPublicId}::text)`,
      variantSku: sql<string>`min(${orderItems.variantSku})`,
      // json has no ordering, so min() cannot pick one; every line of a group holds the same.
      variantOptions: sql<Record<string, string>>`(array_agg(${orderItems.variantOptions}))[1]`,
      units,
      revenuePesewas: sql<number>`sum(${orderItems.quantity} * ${orderItems.unitPricePesewas})`.mapWith(
        Number,
      ),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(ne(orders.orderStatus, 'Cancelled'), sold()))
    .groupBy(groupKey)
    .orderBy(desc(units), asc(groupKey))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    productId: row.productId === null ? null : Number(row.productId),
    // A raw json value arrives parsed on both drivers; text would mean a driver that did not.
    variantOptions:
      (typeof row.variantOptions === 'string' ? JSON.parse(row.variantOptions) : row.variantOptions) ?? {},
  }));
}

/** Per customer: how many orders they placed and what they spent (paid or collected, not cancelled, less refunds), in pesewas. */
export async function orderTotalsByCustomer(
  db: Executor,
  userIds: string[],
): Promise<Map<string, { orderCount: number; spentPesewas: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: orders.userId,
      orderCount: count(),
      spentPesewas:
        sql<number>`coalesce(sum(${keptPesewas()}) filter (where ${sold()} and ${orders.orderStatus} <> 'Cancelled'), 0)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(and(inArray(orders.userId, userIds), placed()))
    .groupBy(orders.userId);
  return new Map(rows.map(({ userId, ...totals }) => [userId, totals]));
}
