import type { InvoiceDocument } from './invoice-document';
import type { RefundMethod } from './return-states';

/**
 * A credit note as issued (decision 0063): written whole in the transaction that records a
 * refund as done, numbered from the credit-note series (CRN-, formatCreditNoteNumber), and never
 * changed after. It points at the order's invoice and carries the tax lines of what was refunded,
 * split with the invoice's rates. Money in pesewas, as every stored figure.
 */
export interface CreditNoteDocument {
  /** A tax credit note when its invoice was a tax invoice; otherwise no tax lines. */
  kind: 'tax-credit-note' | 'credit-note';
  /** INV-000001, or null for an order settled before invoices. */
  invoiceNumber: string | null;
  orderNumber: string;
  /** RET-101 (formatReturnNumber). */
  returnNumber: string;
  seller: InvoiceDocument['seller'];
  buyer: InvoiceDocument['buyer'];
  lines: { name: string; variant: string; quantity: number; serials: string[]; amountPesewas: number }[];
  goodsPesewas: number;
  deliveryPesewas: number;
  totalPesewas: number;
  /** The split of the refunded total with the invoice's rates (delivery outside it when it was untaxed). */
  tax: InvoiceDocument['tax'];
  method: RefundMethod;
  reference: string | null;
}
