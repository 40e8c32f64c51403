import {
  type AdminOrderListQuery,
  type AdminOrderSummary,
  formatInvoiceNumber,
  formatOrderNumber,
  type InvoiceReference,
  parseOrderNumber,
  type SoldUnitReference,
  toCedis,
} from '@shop/shared';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern, pagingOf } from '../../db/query-helpers';
import { branches, orders } from '../../db/schema';
import { findProductsByIds } from '../catalogue';
import { listInvoicesOfOrders } from '../invoices';
import { listSerialsByOrderLine } from '../serials';
import { amountToCollectPesewas, howPaidOf, type OrderItemRow, type OrderRow } from './order-mapper';
import { findOrder, listOrderLines } from './order-repository';

/**
 * Units in the order, counted in the database so the list needs no second query. Written
 * with table-qualified names: Drizzle leaves columns unqualified inside a raw subquery,
 * where "id" would mean order_items.id.
 */
const itemCount = sql<number>`(
  select coalesce(sum(line.quantity), 0) from order_items as line where line.order_id = "orders"."id"
)`.mapWith(Number);

/** One line of the staff's order list; `branchName` the branch it is filled at, when known. */
export function toAdminOrderSummary(row: OrderRow, units: number, branchName?: string): AdminOrderSummary {
  return {
    _id: row.id,
    orderNumber: formatOrderNumber(row.number),
    createdAt: row.createdAt.toISOString(),
    orderStatus: row.orderStatus,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    city: row.city,
    itemCount: units,
    total: toCedis(row.totalPesewas),
    paymentStatus: row.paymentStatus,
    paymentReference: row.paymentReference,
    hiddenByCustomer: row.hiddenByCustomerAt !== null,
    paymentMethod: row.paymentMethod,
    howPaid: howPaidOf(row),
    amountToCollect: toCedis(amountToCollectPesewas(row)),
    fulfilment: row.fulfilment,
    branch: row.branchId !== null && branchName !== undefined ? { id: row.branchId, name: branchName } : null,
  };
}

function orderNumberMatch(text: string): SQL[] {
  const number = parseOrderNumber(text);
  return number === undefined ? [] : [eq(orders.number, number)];
}

function filters(query: AdminOrderListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(orders.orderStatus, query.status));
  if (query.fulfilment) conditions.push(eq(orders.fulfilment, query.fulfilment));
  if (query.branch) conditions.push(eq(orders.branchId, query.branch));
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
        // "KTG-1042", as a shopper reads it out on the phone.
        ...orderNumberMatch(query.q),
      ),
    );
  }
  return and(...conditions);
}

/**
 * Every order, hidden ones too, newest first; for a staff member of a branch (`branchFirst`),
 * that branch's pickups first (decision 0069), the owner and staff of no branch in the usual order.
 */
export async function listAdminOrders(
  db: Executor,
  query: AdminOrderListQuery,
  options: { branchFirst?: number | null } = {},
) {
  const { page, limit, offset } = pagingOf(query);
  const where = filters(query);
  const branchFirst = options.branchFirst
    ? [
        sql`case when ${orders.fulfilment} = 'pickup' and ${orders.branchId} = ${options.branchFirst} then 0 else 1 end`,
      ]
    : [];
  const [rows, totals] = await Promise.all([
    db
      .select({ order: orders, units: itemCount, branchName: branches.name })
      .from(orders)
      .leftJoin(branches, eq(branches.id, orders.branchId))
      .where(where)
      .orderBy(...branchFirst, desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    orders: rows.map((row) => toAdminOrderSummary(row.order, row.units, row.branchName ?? undefined)),
    total: totals[0]?.total ?? 0,
    page,
    limit,
  };
}

/** What the staff's order page shows beside an order and its lines (decision 0061). */
export interface OrderLineRecords {
  /** The lines whose product records a serial per unit now: In Truck asks for them. */
  trackedLineIds: Set<string>;
  /** The serials recorded, by order line id. */
  serialsByLine: Map<string, SoldUnitReference[]>;
  invoice: InvoiceReference | null;
}

/** An order and its lines as bought (snapshots only), for the staff's order page. */
export async function findOrderWithLines(
  db: Executor,
  id: string,
): Promise<({ order: OrderRow; lines: OrderItemRow[] } & OrderLineRecords) | undefined> {
  const order = await findOrder(db, id);
  if (!order) return undefined;
  const [lines, serialsByLine, invoices] = await Promise.all([
    listOrderLines(db, [id]),
    listSerialsByOrderLine(db, [id]),
    listInvoicesOfOrders(db, [id]),
  ]);
  const products = await findProductsByIds(
    db,
    lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
  );
  const trackedLineIds = new Set(
    lines
      .filter((line) => line.productId !== null && products.get(line.productId)?.tracksSerials)
      .map((line) => line.id),
  );
  const invoice = invoices.get(id);
  return {
    order,
    lines,
    trackedLineIds,
    serialsByLine,
    invoice: invoice
      ? { number: formatInvoiceNumber(invoice.number), issuedAt: invoice.issuedAt.toISOString() }
      : null,
  };
}
