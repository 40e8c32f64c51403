import type { Executor } from '../../db/client';
import { readSellerDetails, readStoreInfo } from '../info';
import { readTaxSettings } from '../taxes';
import { buildInvoiceDocument } from './invoice-document-builder';
import { findInvoiceOfOrder, type IssuedInvoice, insertNumberedInvoice } from './invoice-repository';
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
): Promise<IssuedInvoice> {
  return (
    (await findInvoiceOfOrder(transaction, orderId)) ?? writeInvoice(transaction, orderId, await readSource())
  );
}

/**
 * Writes the invoice of an order the caller knows has none, under the order's row lock, from
 * what the caller read. Everything is read before the counter's row lock is taken, and the
 * caller takes it last in its transaction: other settles wait on that lock only for the
 * caller's last statements and the commit.
 */
export async function writeInvoice(
  transaction: Executor,
  orderId: string,
  source: InvoiceSource,
): Promise<IssuedInvoice> {
  const taxSettings = await readTaxSettings(transaction);
  const storeInfo = await readStoreInfo(transaction);
  const sellerDetails = await readSellerDetails(transaction);
  const document = buildInvoiceDocument(source, taxSettings, storeInfo, sellerDetails);
  return insertNumberedInvoice(transaction, { orderId, document });
}
