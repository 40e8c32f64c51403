import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders, products } from '../../db/schema';

/*
 * What an invoice is written from: the order as it stands when its payment settles and its
 * lines with their products' serial tracking and warranty. Read here, not through the orders
 * module, because the orders module calls issueInvoice from inside its settle (decision 0061):
 * the invoices module importing it back would make a circle. Reads only; the orders module
 * stays the one that writes these tables.
 */

export type InvoiceSourceOrder = typeof orders.$inferSelect;

export interface InvoiceSourceLine {
  id: string;
  name: string;
  variantOptions: Record<string, string>;
  quantity: number;
  unitPricePesewas: number;
  /** The product's settings now; a line whose product was deleted tracks nothing and carries no warranty. */
  tracksSerials: boolean;
  warrantyMonths: number;
}

export interface InvoiceSource {
  order: InvoiceSourceOrder;
  lines: InvoiceSourceLine[];
}

/** The order and its lines, in the order the order pages list them; undefined for an unknown id. */
export async function readInvoiceSource(db: Executor, orderId: string): Promise<InvoiceSource | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const rows = await db
    .select({
      id: orderItems.id,
      name: orderItems.name,
      variantOptions: orderItems.variantOptions,
      quantity: orderItems.quantity,
      unitPricePesewas: orderItems.unitPricePesewas,
      tracksSerials: products.tracksSerials,
      warrantyMonths: products.warrantyMonths,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.name), asc(orderItems.id));
  const lines = rows.map((row) => ({
    ...row,
    tracksSerials: row.tracksSerials ?? false,
    warrantyMonths: row.warrantyMonths ?? 0,
  }));
  return { order, lines };
}

/** Whose order it is: the shopper's own invoice routes check it. Undefined for an unknown id. */
export async function findOrderOwner(db: Executor, orderId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return row?.userId;
}
