import type { InvoiceDocument } from '@shop/shared';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices } from '../../db/schema';

export interface IssuedInvoice {
  number: number;
  orderId: string;
  issuedAt: Date;
  document: InvoiceDocument;
}

/** The invoices of some orders, by order id. */
export async function listInvoicesOfOrders(db: Executor, orderIds: string[]): Promise<Map<string, IssuedInvoice>> {
  const byOrder = new Map<string, IssuedInvoice>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(invoices).where(inArray(invoices.orderId, orderIds));
  for (const row of rows) byOrder.set(row.orderId, row);
  return byOrder;
}
