import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deliveryFees, orderItems, orders, products } from '../../db/schema';
import { type OrderItemWithProduct, type OrderRow, toOrder } from './order-mapper';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Order ids are uuids; anything else names no order (and must not reach the database as one). */
export function isOrderId(value: string): boolean {
  return UUID_PATTERN.test(value);
}

export async function findOrderByReference(db: Executor, reference: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.paymentReference, reference)).limit(1);
  return row;
}

export async function findOrder(db: Executor, orderId: string): Promise<OrderRow | undefined> {
  if (!isOrderId(orderId)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/** Orders with their lines, in the API's shape. */
export async function withItems(db: Executor, rows: OrderRow[]) {
  if (rows.length === 0) return [];
  const lines = await db
    .select({ item: orderItems, product: products })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.name), asc(orderItems.id));
  const byOrder = new Map<string, OrderItemWithProduct[]>();
  for (const line of lines) {
    const list = byOrder.get(line.item.orderId) ?? [];
    list.push(line);
    byOrder.set(line.item.orderId, list);
  }
  return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
}

/** The customer's own orders, newest first, without those they deleted from their list. */
export async function listCustomerOrders(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), isNull(orders.hiddenByCustomerAt)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return withItems(db, rows);
}

/** The delivery fee of a city, matched without regard to letter case. */
export async function findDeliveryFee(db: Executor, city: string) {
  const [row] = await db
    .select()
    .from(deliveryFees)
    .where(sql`lower(${deliveryFees.city}) = lower(${city})`)
    .limit(1);
  return row;
}
