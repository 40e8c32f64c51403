import type { InvoiceDocument } from '@shop/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { documentCounters, invoices } from '../../db/schema';

/** The invoice series' row in document_counters. */
const INVOICE_SERIES = 'invoice';

export interface IssuedInvoice {
  number: number;
  orderId: string;
  issuedAt: Date;
  document: InvoiceDocument;
}

/** The invoices of some orders, by order id. */
export async function listInvoicesOfOrders(
  db: Executor,
  orderIds: string[],
): Promise<Map<string, IssuedInvoice>> {
  const byOrder = new Map<string, IssuedInvoice>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(invoices).where(inArray(invoices.orderId, orderIds));
  for (const row of rows) byOrder.set(row.orderId, row);
  return byOrder;
}

/** The order's invoice, or undefined before its payment settled. */
export async function findInvoiceOfOrder(db: Executor, orderId: string): Promise<IssuedInvoice | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

/**
 * The invoice, written with the next number of its series in one statement: the counter's row
 * is locked by the UPDATE in the statement's WITH, so a concurrent settle waits there until
 * this transaction ends, and a rollback gives the number back; the series has no gap and no
 * repeat, on one instance or several (decision 0061). One statement, not the counter's then
 * the invoice's: each settle holds the lock one round trip less, and in a busy hour the
 * settles queue on it (decision 0086).
 */
export async function insertNumberedInvoice(
  transaction: Executor,
  invoice: { orderId: string; document: InvoiceDocument },
): Promise<IssuedInvoice> {
  const taken = transaction.$with('taken').as(
    transaction
      .update(documentCounters)
      .set({ lastNumber: sql`${documentCounters.lastNumber} + 1` })
      .where(eq(documentCounters.series, INVOICE_SERIES))
      .returning({ lastNumber: documentCounters.lastNumber }),
  );
  // Without the counter's row (migration 0025 writes it) the number is null: the insert fails.
  const [row] = await transaction
    .with(taken)
    .insert(invoices)
    .values({ ...invoice, number: sql`(select ${taken.lastNumber} from ${taken})` })
    .returning();
  return row!;
}
