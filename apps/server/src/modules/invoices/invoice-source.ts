import type { orders } from '../../db/schema';

/*
 * What an invoice is written from: the order as it stands when its payment settles and its
 * lines with their products' serial tracking and warranty. The orders module reads them from
 * its own tables and hands them over (one home per table, docs/architecture.md).
 */

export type InvoiceSourceOrder = typeof orders.$inferSelect;

export interface InvoiceSourceLine {
  id: string;
  name: string;
  variantOptions: Record<string, string>;
  quantity: number;
  unitPricePesewas: number;
  /** The product's settings now; a line whose product was deleted tracks nothing and carries no warranty. */
  tracksSerials: boolean;
  warrantyMonths: number;
}

export interface InvoiceSource {
  order: InvoiceSourceOrder;
  /** Where a pickup is collected ("Kumasi Adum, 14 Prempeh II Street, Kumasi", decision 0069); absent or null for a delivery. */
  pickupPlace?: string | null;
  lines: InvoiceSourceLine[];
}

/** Whose order it is (the orders module answers): a shopper reads only their own orders' invoices. */
export type OwnerOfOrder = (orderId: string) => Promise<string | undefined>;
