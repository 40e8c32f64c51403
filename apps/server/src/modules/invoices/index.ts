import type { App } from '../../plugins/zod-type-provider';
import { invoicesRoutes } from './routes';

// Owns invoices and document_counters: the invoice issued when an order's payment settles (decision 0061).
export { type IssuedInvoice, listInvoicesOfOrders } from './invoice-repository';
export { issueInvoice } from './issue-invoice';

export async function invoicesModule(app: App) {
  await invoicesRoutes(app);
}
