import {
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminOrderSummary,
  type OrderStatus,
  toCedis,
} from '@shop/shared';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders, payments, users } from '../../db/schema';
import { containsPattern, isoOrNull, pagingOf } from './paging';

type OrderRow = typeof orders.$inferSelect;

/**
 * Units in the order, counted in the database so the list needs no second query. Written
 * with table-qualified names: Drizzle leaves columns unqualified inside a raw subquery,
 * where "id" would mean order_items.id.
 */
const itemCount = sql<number>`(
  select coalesce(sum(line.quantity), 0) from order_items as line where line.order_id = "orders"."id"
)`.mapWith(Number);

function toSummary(row: OrderRow, units: number): AdminOrderSummary {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    orderStatus: row.orderStatus as OrderStatus,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    city: row.city,
    itemCount: units,
    total: toCedis(row.totalPesewas),
    paymentStatus: row.paymentStatus,
    paymentReference: row.paymentReference,
    hiddenByCustomer: row.hiddenByCustomerAt !== null,
  };
}

function filters(query: AdminOrderListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(orders.orderStatus, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(orders.firstName, pattern),
        ilike(orders.lastName, pattern),
        // "Ama Mensah" typed whole finds the order too.
        sql`(${orders.firstName} || ' ' || ${orders.lastName}) ilike ${pattern}`,
        ilike(orders.email, pattern),
        ilike(orders.paymentReference, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** Every order, hidden ones too, newest first. */
export async function listAdminOrders(db: Executor, query: AdminOrderListQuery) {
  const { page, limit, offset } = pagingOf(query);
  const where = filters(query);
  const [rows, totals] = await Promise.all([
    db
      .select({ order: orders, units: itemCount })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    orders: rows.map((row) => toSummary(row.order, row.units)),
    total: totals[0]?.total ?? 0,
    page,
    limit,
  };
}

export async function findAdminOrder(db: Executor, id: string): Promise<AdminOrderDetail | undefined> {
  const [row] = await db
    .select({ order: orders, customer: { id: users.id, name: users.name, email: users.email } })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id))
    .limit(1);
  if (!row) return undefined;
  const { order } = row;
  const [items, paymentRows] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.name), asc(orderItems.id)),
    db.select().from(payments).where(eq(payments.reference, order.paymentReference)).limit(1),
  ]);
  const payment = paymentRows[0];
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  return {
    ...toSummary(order, units),
    customer: row.customer,
    street: order.street,
    state: order.state,
    zipCode: order.zipCode,
    country: order.country,
    phoneNumber: order.phoneNumber,
    paymentMethod: order.paymentMethod,
    items: items.map((item) => ({
      _id: item.id,
      productId: item.productId,
      name: item.name,
      price: toCedis(item.unitPricePesewas),
      image: item.image,
      quantity: item.quantity,
      lineTotal: toCedis(item.unitPricePesewas * item.quantity),
    })),
    subtotal: toCedis(order.subtotalPesewas),
    shippingFee: toCedis(order.shippingFeePesewas),
    cancelReason: order.cancelReason,
    statusChangedAt: order.statusChangedAt.toISOString(),
    hiddenByCustomerAt: isoOrNull(order.hiddenByCustomerAt),
    payment: payment
      ? {
          reference: payment.reference,
          provider: payment.provider,
          status: payment.status,
          amount: toCedis(payment.amountPesewas),
          currency: payment.currency,
          channel: payment.channel,
          paidAt: isoOrNull(payment.paidAt),
          raw: payment.raw ?? null,
        }
      : null,
  };
}
