import { DASHBOARD_DAYS, ORDER_STATUSES, type OrderStatus, PLACED_PAYMENT_STATUSES } from '@shop/shared';
import { and, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

/** Sales count orders a payment made; pending and expired checkouts are not sales. */
const placed = () => inArray(orders.paymentStatus, PLACED_PAYMENT_STATUSES);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Ghana keeps UTC all year, so a UTC calendar day is the shop's day. */
function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Orders and revenue (pesewas) per day over the last 30 days, today included; cancelled orders left out. */
export async function ordersPerDay(db: Executor, now: Date) {
  const firstDay = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (DASHBOARD_DAYS - 1) * DAY_MS,
  );
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      orders: count(),
      revenuePesewas:
        sql<number>`coalesce(sum(${orders.totalPesewas}) filter (where ${orders.paymentStatus} = 'Paid'), 0)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(and(gte(orders.createdAt, firstDay), ne(orders.orderStatus, 'Cancelled'), placed()))
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  // Every day is present, quiet ones as zero, so the chart's axis is even.
  return Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const date = utcDay(new Date(firstDay.getTime() + index * DAY_MS));
    const row = byDay.get(date);
    return { date, orders: row?.orders ?? 0, revenuePesewas: row?.revenuePesewas ?? 0 };
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
 * Best sellers by units in orders that were not cancelled, per variant (issue 27). Lines are
 * grouped by the variant bought; a line of a product that is gone, by its snapshot name and
 * SKU. The snapshot name, image and variant are what the caller shows when the catalogue no
 * longer has the product.
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
    .where(and(ne(orders.orderStatus, 'Cancelled'), placed()))
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

/** Per customer: how many orders they placed and what they spent (paid orders not cancelled), in pesewas. */
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
        sql<number>`coalesce(sum(${orders.totalPesewas}) filter (where ${orders.paymentStatus} = 'Paid' and ${orders.orderStatus} <> 'Cancelled'), 0)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(and(inArray(orders.userId, userIds), placed()))
    .groupBy(orders.userId);
  return new Map(rows.map(({ userId, ...totals }) => [userId, totals]));
}
