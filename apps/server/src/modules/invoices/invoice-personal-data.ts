import { DELETED_CUSTOMER_NAME } from '@shop/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices } from '../../db/schema';

const ERASED_BUYER = { name: DELETED_CUSTOMER_NAME, phone: '', email: '', address: '' };

/**
 * The invoices of an erased account's orders are kept, as tax law requires, with their
 * numbers, lines and totals as issued; only the buyer becomes "Deleted customer" with no
 * contacts (decision 0071), so the PDF made from the document on demand still renders.
 */
export async function eraseInvoiceBuyers(db: Executor, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .update(invoices)
    .set({
      document: sql`jsonb_set(${invoices.document}, '{buyer}', ${JSON.stringify(ERASED_BUYER)}::jsonb)`,
    })
    .where(inArray(invoices.orderId, orderIds));
}
