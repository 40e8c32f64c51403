import {
  DASHBOARD_DAYS,
  DASHBOARD_TOP_PRODUCTS,
  type DashboardResponse,
  LOW_STOCK_THRESHOLD,
  ORDER_STATUSES,
  type OrderStatus,
  toCedis,
} from '@shop/shared';
import { and, asc, count, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders, products } from '../../db/schema';

const LOW_STOCK_LIST_SIZE = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Ghana keeps UTC all year, so a UTC calendar day is the shop's day. */
function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Orders and revenue per day over the last 30 days, today included; cancelled orders left out. */
async function ordersPerDay(db: Executor, now: Date) {
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
    .where(and(gte(orders.createdAt, firstDay), ne(orders.orderStatus, 'Cancelled')))
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  // Every day is present, quiet ones as zero, so the chart's axis is even.
  return Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const date = utcDay(new Date(firstDay.getTime() + index * DAY_MS));
    const row = byDay.get(date);
    return { date, orders: row?.orders ?? 0, revenue: toCedis(row?.revenuePesewas ?? 0) };
  });
}

async function statusCounts(db: Executor): Promise<Record<OrderStatus, number>> {
  const rows = await db
    .select({ status: orders.orderStatus, total: count() })
    .from(orders)
    .groupBy(orders.orderStatus);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of rows) if (row.status in counts) counts[row.status as OrderStatus] = row.total;
  return counts;
}

/**
 * Best sellers by units in orders that were not cancelled. Lines are grouped by product; a
 * line whose product is gone keeps its snapshot name. The product's current name wins.
 */
async function topProducts(db: Executor) {
  const units = sql<number>`sum(${orderItems.quantity})`.mapWith(Number);
  const groupKey = sql`coalesce(${orderItems.productId}::text, 'snapshot:' || ${orderItems.name})`;
  const rows = await db
    .select({
      productId: sql<number | null>`min(${orderItems.productId})`,
      name: sql<string>`coalesce(min(${products.name}), min(${orderItems.name}))`,
      image: sql<string | null>`coalesce(min(${products.images}->>0), min(${orderItems.image}))`,
      units,
      revenuePesewas: sql<number>`sum(${orderItems.quantity} * ${orderItems.unitPricePesewas})`.mapWith(
        Number,
      ),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(ne(orders.orderStatus, 'Cancelled'))
    .groupBy(groupKey)
    .orderBy(desc(units), asc(groupKey))
    .limit(DASHBOARD_TOP_PRODUCTS);
  return rows.map((row) => ({
    productId: row.productId === null ? null : Number(row.productId),
    name: row.name,
    image: row.image,
    unitsSold: row.units,
    revenue: toCedis(row.revenuePesewas),
  }));
}

async function lowStock(db: Executor) {
  const rows = await db
    .select({ id: products.id, name: products.name, stock: products.stock, images: products.images })
    .from(products)
    .where(and(isNull(products.archivedAt), lt(products.stock, LOW_STOCK_THRESHOLD)))
    .orderBy(asc(products.stock), asc(products.id))
    .limit(LOW_STOCK_LIST_SIZE);
  return rows.map((row) => ({ id: row.id, name: row.name, stock: row.stock, image: row.images[0] ?? null }));
}

export async function loadDashboard(db: Executor, now = new Date()): Promise<DashboardResponse> {
  const [days, counts, top, low] = await Promise.all([
    ordersPerDay(db, now),
    statusCounts(db),
    topProducts(db),
    lowStock(db),
  ]);
  return { success: true, days, statusCounts: counts, topProducts: top, lowStock: low };
}
