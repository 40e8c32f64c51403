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
 * The next invoice number, taken under the counter row's lock: a concurrent settle waits here
 * until this transaction ends, and a rollback gives the number back, so the series has no gap
 * and no repeat, on one instance or several (decision 0061).
 */
export async function takeNextInvoiceNumber(transaction: Executor): Promise<number> {
  // UPDATE document_counters SET last_number = last_number + 1 WHERE series = 'invoice' RETURNING last_number
  const [row] = await transaction
    .update(documentCounters)
    .set({ lastNumber: sql`${documentCounters.lastNumber} + 1` })
    .where(eq(documentCounters.series, INVOICE_SERIES))
    .returning({ lastNumber: documentCounters.lastNumber });
  if (!row) throw new Error('document_counters has no invoice row (migration 0025 writes it)');
  return row.lastNumber;
}

export async function insertInvoice(
  transaction: Executor,
  invoice: { number: number; orderId: string; document: InvoiceDocument },
): Promise<IssuedInvoice> {
  const [row] = await transaction.insert(invoices).values(invoice).returning();
  return row!;
}
