import type { TaxSplit } from './tax';

/**
 * An invoice as issued (decision 0061): written whole in the transaction that settles the
 * payment and never changed after. Money in pesewas, as every stored figure.
 */
export interface InvoiceDocument {
  /** A VAT-registered shop issues tax invoices; an unregistered one, invoices without tax lines. */
  kind: 'tax-invoice' | 'invoice';
  /** The business registration and digital address came with decision 0070: older documents lack them. */
  seller: {
    legalName: string;
    address: string;
    tin: string;
    phone: string;
    email: string;
    registrationNumber?: string;
    digitalAddress?: string;
  };
  buyer: { name: string; phone: string; email: string; address: string };
  /** KTG-1042 (formatOrderNumber). */
  orderNumber: string;
  lines: {
    orderItemId: string;
    name: string;
    /** The variant bought in words ("256GB, Blue"), or empty. */
    variant: string;
    quantity: number;
    unitPricePesewas: number;
    totalPesewas: number;
    tracksSerials: boolean;
    warrantyMonths: number;
  }[];
  subtotalPesewas: number;
  /** Discounts taken off the goods; 0 until the order has one. */
  discountPesewas: number;
  deliveryPesewas: number;
  totalPesewas: number;
  /** The tax breakdown of a tax invoice; null on an unregistered shop's invoice. */
  tax: {
    split: TaxSplit;
    /** The part of the total the split is of: the total, less delivery when delivery is not taxed. */
    taxedPesewas: number;
    /** Delivery outside the tax (deliveryTaxed off), else 0. */
    untaxedPesewas: number;
  } | null;
  /** How it was paid, in the shop's words (howOrderIsPaid), and the payment's reference. */
  payment: { method: string; reference: string };
}

/** INV-000001: the invoice series, six digits and more as it grows. */
export function formatInvoiceNumber(number: number): string {
  return `INV-${String(number).padStart(6, '0')}`;
}

/** CRN-000001: the credit-note series (a refund's document, pointing at its invoice). */
export function formatCreditNoteNumber(number: number): string {
  return `CRN-${String(number).padStart(6, '0')}`;
}
