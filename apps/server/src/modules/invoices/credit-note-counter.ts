import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { documentCounters } from '../../db/schema';

/** The credit notes' series in document_counters (CRN-, decision 0063). */
const CREDIT_NOTE_SERIES = 'credit_note';

/**
 * The next credit-note number, under the counter row's lock as the invoice's is taken
 * (insertNumberedInvoice): a concurrent refund waits until this transaction ends, and a
 * rollback gives the number back, so the series has no gap and no repeat.
 */
export async function takeNextCreditNoteNumber(transaction: Executor): Promise<number> {
  const [row] = await transaction
    .update(documentCounters)
    .set({ lastNumber: sql`${documentCounters.lastNumber} + 1` })
    .where(eq(documentCounters.series, CREDIT_NOTE_SERIES))
    .returning({ lastNumber: documentCounters.lastNumber });
  if (!row) throw new Error('document_counters has no credit_note row (migration 0025 writes it)');
  return row.lastNumber;
}
