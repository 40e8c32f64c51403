import { PLACED_PAYMENT_STATUSES } from '@shop/shared';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders, products } from '../../db/schema';
import { type CatalogueProduct, catalogueProductColumns } from '../catalogue';
import { listInvoicesOfOrders } from '../invoices';
import { listSerialsByOrderLine } from '../serials';
import { readTaxSettings } from '../taxes';
import { deliveryAddressKey } from './delivery-address';
import { pickupBranchesOf } from './order-branch';
import { type OrderItemRow, type OrderRow, toOrder } from './order-mapper';

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

/** The account's pending checkout (at most one: a partial unique index). */
const pendingOrderOfUser = (db: Executor, userId: string) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, 'Pending')));

export async function findPendingOrderOfUser(db: Executor, userId: string): Promise<OrderRow | undefined> {
  const [row] = await pendingOrderOfUser(db, userId).limit(1);
  return row;
}

/** Inside a transaction: the account's pending checkout, locked. */
export async function lockPendingOrderOfUser(
  transaction: Executor,
  userId: string,
): Promise<OrderRow | undefined> {
  const [row] = await pendingOrderOfUser(transaction, userId).for('update');
  return row;
}

/** Inside a transaction: the order a payment reference belongs to, locked until the transaction ends. */
export async function lockOrderByReference(
  transaction: Executor,
  reference: string,
): Promise<OrderRow | undefined> {
  const [row] = await transaction
    .select()
    .from(orders)
    .where(eq(orders.paymentReference, reference))
    .for('update');
  return row;
}

/** The lines of some orders, by product name as the order pages list them. */
export async function listOrderLines(db: Executor, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.name), asc(orderItems.id));
}

/**
 * The lines of some orders (as listOrderLines) with their products in one statement, read with
 * the catalogue's own columns; a line whose product was deleted since has none.
 */
async function listOrderLinesWithProducts(db: Executor, orderIds: string[]) {
  const rows =
    orderIds.length === 0
      ? []
      : await db
          .select({ line: orderItems, product: catalogueProductColumns })
          .from(orderItems)
          .leftJoin(products, eq(products.id, orderItems.productId))
          .where(inArray(orderItems.orderId, orderIds))
          .orderBy(asc(orderItems.name), asc(orderItems.id));
  const productsById = new Map<number, CatalogueProduct>();
  for (const { product } of rows) if (product) productsById.set(product.id, product);
  return { lines: rows.map((row) => row.line), productsById };
}

/** What orders' answers are made of besides their rows: read once by readOrderParts, shaped by shapeOrders. */
export interface OrderParts {
  lines: OrderItemRow[];
  invoicesByOrder: Awaited<ReturnType<typeof listInvoicesOfOrders>>;
  serialsByLine: Awaited<ReturnType<typeof listSerialsByOrderLine>>;
  taxSettings: Awaited<ReturnType<typeof readTaxSettings>>;
  branchesById: Awaited<ReturnType<typeof pickupBranchesOf>>;
  productsById: Map<number, CatalogueProduct>;
}

/**
 * The lines of some orders, their invoices, serials, pickup branches and the lines' products
 * (from the catalogue). `withInvoices: false` is for orders known to have none yet, read inside
 * a transaction where every statement is a round trip the others wait for.
 */
export async function readOrderParts(
  db: Executor,
  rows: OrderRow[],
  { withInvoices = true }: { withInvoices?: boolean } = {},
): Promise<OrderParts> {
  const orderIds = rows.map((row) => row.id);
  // One after another: `db` may be a transaction, whose one connection takes one query at a time.
  const { lines, productsById } = await listOrderLinesWithProducts(db, orderIds);
  const invoicesByOrder: OrderParts['invoicesByOrder'] = withInvoices
    ? await listInvoicesOfOrders(db, orderIds)
    : new Map();
  // Serials are recorded at the handover (In Truck, a pickup handed over): a Pending order has none.
  const serialsByLine = await listSerialsByOrderLine(
    db,
    rows.filter((row) => row.orderStatus !== 'Pending').map((row) => row.id),
  );
  const taxSettings = await readTaxSettings(db);
  const branchesById = await pickupBranchesOf(db, rows);
  return { lines, invoicesByOrder, serialsByLine, taxSettings, branchesById, productsById };
}

/** Orders in the API's shape, from their rows and the parts read for them. */
export function shapeOrders(rows: OrderRow[], parts: OrderParts) {
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const line of parts.lines) {
    const list = byOrder.get(line.orderId) ?? [];
    list.push(line);
    byOrder.set(line.orderId, list);
  }
  return rows.map((row) =>
    toOrder(
      row,
      (byOrder.get(row.id) ?? []).map((item) => ({
        item,
        product: item.productId === null ? null : (parts.productsById.get(item.productId) ?? null),
      })),
      {
        invoice: parts.invoicesByOrder.get(row.id),
        serialsByLine: parts.serialsByLine,
        taxSettings: parts.taxSettings,
        branch: row.branchId === null ? undefined : parts.branchesById.get(row.branchId),
      },
    ),
  );
}

/** Orders with their lines and the lines' products (read from the catalogue), in the API's shape. */
export async function withItems(db: Executor, rows: OrderRow[]) {
  if (rows.length === 0) return [];
  return shapeOrders(rows, await readOrderParts(db, rows));
}

/** The customer's own placed orders, newest first, without those they deleted from their list. */
export async function listCustomerOrders(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        isNull(orders.hiddenByCustomerAt),
        inArray(orders.paymentStatus, PLACED_PAYMENT_STATUSES),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return withItems(db, rows);
}

/**
 * Inserts an order, or answers undefined when an order with its payment reference exists:
 * the unique key is the last word when two creates race with one reference.
 */
export async function insertOrder(
  transaction: Executor,
  values: typeof orders.$inferInsert,
): Promise<OrderRow | undefined> {
  const [row] = await transaction
    .insert(orders)
    .values({
      ...values,
      // A pickup has no door: pay on delivery's limits per address do not count it (decision 0069).
      deliveryAddressKey:
        values.fulfilment === 'pickup' ? null : deliveryAddressKey(values.street, values.city),
    })
    .onConflictDoNothing({ target: orders.paymentReference })
    .returning();
  return row;
}

export async function insertOrderLines(
  transaction: Executor,
  lines: (typeof orderItems.$inferInsert)[],
): Promise<void> {
  if (lines.length > 0) await transaction.insert(orderItems).values(lines);
}

/** Whether any order refers to the product (it is then archived rather than deleted). */
export async function isProductOrdered(db: Executor, productId: number): Promise<boolean> {
  const [line] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.productId, productId))
    .limit(1);
  return line !== undefined;
}
