import { COLLECTION_ORDER_STATUSES, formatOrderNumber, toCedis } from '@shop/shared';
import { type AnyColumn, and, asc, count, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { branches, orders } from '../../db/schema';
import { amountToCollectPesewas, howPaidOf } from './order-mapper';

/*
 * The money of pay on delivery as staff reconcile it (decision 0034): what was collected at
 * the door per day and per staff member, what is still out, and the delivery run of a day.
 * Days are UTC calendar days, which are Ghana's.
 */

const dayOf = (column: typeof orders.collectionRecordedAt | typeof orders.outForDeliveryAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The column's time falls in [from, to): each figure reads one period the same way. */
function within(column: AnyColumn, from: Date, to: Date) {
  return and(gte(column, from), lt(column, to));
}

/** Collections recorded in [from, to): per day, staff member and method, in pesewas. */
export async function collectedPerDayAndStaff(db: Executor, from: Date, to: Date) {
  const day = dayOf(orders.collectionRecordedAt);
  return db
    .select({
      day,
      staffId: orders.collectionRecordedBy,
      method: orders.collectionMethod,
      orders: count(),
      pesewas: sql<number>`coalesce(sum(${orders.collectedPesewas}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'Collected'), within(orders.collectionRecordedAt, from, to)))
    .groupBy(day, orders.collectionRecordedBy, orders.collectionMethod);
}

/**
 * Collections recorded in [from, to) per branch and method, in pesewas: the order's branch, the
 * door's (the delivery branch) for deliveries and the counter's for pickups (decision 0069).
 */
export async function collectedPerBranch(db: Executor, from: Date, to: Date) {
  return db
    .select({
      branchId: orders.branchId,
      name: branches.name,
      method: orders.collectionMethod,
      orders: count(),
      pesewas: sql<number>`coalesce(sum(${orders.collectedPesewas}), 0)`.mapWith(Number),
    })
    .from(orders)
    .leftJoin(branches, eq(branches.id, orders.branchId))
    .where(and(eq(orders.paymentStatus, 'Collected'), within(orders.collectionRecordedAt, from, to)))
    .groupBy(orders.branchId, branches.name, orders.collectionMethod);
}

/** Deliveries refused at the door in [from, to), per day. */
export async function refusedPerDay(db: Executor, from: Date, to: Date) {
  const day = dayOf(orders.collectionRecordedAt);
  return db
    .select({ day, orders: count() })
    .from(orders)
    .where(
      and(eq(orders.paymentStatus, 'Refused at the door'), within(orders.collectionRecordedAt, from, to)),
    )
    .groupBy(day);
}

/** Orders that went out in [from, to), per day, that are still to be paid at the door now. */
export async function stillOutPerDay(db: Executor, from: Date, to: Date) {
  const day = dayOf(orders.outForDeliveryAt);
  return db
    .select({
      day,
      orders: count(),
      pesewas: sql<number>`coalesce(sum(${orders.totalPesewas}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'To pay on delivery'), within(orders.outForDeliveryAt, from, to)))
    .groupBy(day);
}

/** Now: orders to pay on delivery that are out (COLLECTION_ORDER_STATUSES), and their amount in pesewas. */
export async function stillOutNow(db: Executor): Promise<{ orders: number; pesewas: number }> {
  const [row] = await db
    .select({
      orders: count(),
      pesewas: sql<number>`coalesce(sum(${orders.totalPesewas}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'To pay on delivery'),
        inArray(orders.orderStatus, [...COLLECTION_ORDER_STATUSES]),
      ),
    );
  return row ?? { orders: 0, pesewas: 0 };
}

/** Units in the order, counted in the database (as the staff's order list does). */
const itemCount = sql<number>`(
  select coalesce(sum(line.quantity), 0) from order_items as line where line.order_id = "orders"."id"
)`.mapWith(Number);

/**
 * The delivery run of the day that starts at `from`: every order that first went out that
 * day (In Truck), prepaid ones too (nothing to collect), by city and then order number.
 */
export async function deliveryRunStops(db: Executor, from: Date, to: Date) {
  const rows = await db
    .select({ order: orders, units: itemCount })
    .from(orders)
    .where(and(isNotNull(orders.outForDeliveryAt), within(orders.outForDeliveryAt, from, to)))
    .orderBy(asc(orders.city), asc(orders.number));
  return rows.map(({ order, units }) => ({
    orderId: order.id,
    orderNumber: formatOrderNumber(order.number),
    name: `${order.firstName} ${order.lastName}`,
    phoneNumber: order.phoneNumber,
    address: [order.street, order.state, order.zipCode].filter(Boolean).join(', '),
    city: order.city,
    itemCount: units,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    howPaid: howPaidOf(order),
    amountToCollect: toCedis(amountToCollectPesewas(order)),
    orderStatus: order.orderStatus,
    outcome: order.collectionOutcome,
    collectionMethod: order.collectionMethod,
    collectedPesewas: order.collectedPesewas ?? 0,
  }));
}
