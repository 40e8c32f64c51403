import type { App } from '../../plugins/zod-type-provider';
import type { OwnerOfOrder } from './invoice-source';
import { invoicesRoutes } from './routes';

export { takeNextCreditNoteNumber } from './credit-note-counter';
// Owns invoices and document_counters: the invoice issued when an order's payment settles (decision 0061).
export { eraseInvoiceBuyers } from './invoice-personal-data';
export { type IssuedInvoice, listInvoicesOfOrders } from './invoice-repository';
export type { InvoiceSource, OwnerOfOrder } from './invoice-source';
export { issueInvoice, writeInvoice } from './issue-invoice';
export { toWinAnsi } from './win-ansi-text';

/** The module's routes; whose order it is comes from the orders module, handed over by app.ts. */
export async function invoicesModule(app: App, options: { ownerOfOrder: OwnerOfOrder }) {
  await invoicesRoutes(app, options.ownerOfOrder);
}
