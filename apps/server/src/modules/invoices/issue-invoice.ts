import type { Executor } from '../../db/client';
import { readStoreInfo } from '../info';
import { readTaxSettings } from '../taxes';
import { buildInvoiceDocument } from './invoice-document-builder';
import { findInvoiceOfOrder, insertInvoice, takeNextInvoiceNumber } from './invoice-repository';
import { readInvoiceSource } from './invoice-source-repository';

/**
 * Issues the order's invoice inside the transaction that settles its payment (Paid, or
 * Collected at the door; decision 0061). An order that has one keeps it. Callers hold the
 * order's row lock, so two settles of one order cannot both pass the check.
 */
export async function issueInvoice(transaction: Executor, orderId: string): Promise<void> {
  if (await findInvoiceOfOrder(transaction, orderId)) return;
  const source = await readInvoiceSource(transaction, orderId);
  if (!source) throw new Error(`issueInvoice: no order ${orderId}`);
  // Everything is read before the counter's row lock is taken: other settles wait on that lock
  // only for the insert and the commit.
  const taxSettings = await readTaxSettings(transaction);
  const storeInfo = await readStoreInfo(transaction);
  const document = buildInvoiceDocument(source, taxSettings, storeInfo);
  const number = await takeNextInvoiceNumber(transaction);
  await insertInvoice(transaction, { number, orderId, document });
}
