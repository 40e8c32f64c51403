import type { Executor } from '../../db/client';
import { readSellerDetails, readStoreInfo } from '../info';
import { readTaxSettings } from '../taxes';
import { buildInvoiceDocument } from './invoice-document-builder';
import { findInvoiceOfOrder, insertInvoice, takeNextInvoiceNumber } from './invoice-repository';
import type { InvoiceSource } from './invoice-source';

/**
 * Issues the order's invoice inside the transaction that settles its payment (Paid, or
 * Collected at the door; decision 0061). An order that has one keeps it. Callers hold the
 * order's row lock, so two settles of one order cannot both pass the check. The orders module
 * reads the order and its lines (readSource) only when an invoice is to be written.
 */
export async function issueInvoice(
  transaction: Executor,
  orderId: string,
  readSource: () => Promise<InvoiceSource>,
): Promise<void> {
  if (await findInvoiceOfOrder(transaction, orderId)) return;
  const source = await readSource();
  // Everything is read before the counter's row lock is taken: other settles wait on that lock
  // only for the insert and the commit.
  const taxSettings = await readTaxSettings(transaction);
  const storeInfo = await readStoreInfo(transaction);
  const sellerDetails = await readSellerDetails(transaction);
  const document = buildInvoiceDocument(source, taxSettings, storeInfo, sellerDetails);
  const number = await takeNextInvoiceNumber(transaction);
  await insertInvoice(transaction, { number, orderId, document });
}
