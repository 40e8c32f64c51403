// Owns invoices and document_counters: the invoice issued when an order's payment settles (decision 0061).
export { type IssuedInvoice, listInvoicesOfOrders } from './invoice-repository';
