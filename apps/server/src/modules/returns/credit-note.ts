import {
  type CreditNoteDocument,
  documentSellerOf,
  formatInvoiceNumber,
  formatOrderNumber,
  formatReturnNumber,
  type InvoiceDocument,
  refundableForUnits,
  type SellerDetails,
  SHOP_NAME,
  type StoreInfo,
  splitTaxInclusive,
  variantOptionsText,
} from '@shop/shared';
import type { IssuedInvoice } from '../invoices';
import type { OrderItemRow, OrderRow } from '../orders';
import type { RefundedUnitsByLine } from './refund-figures';
import type { RefundRow } from './refund-repository';
import type { ReturnRow, ReturnUnitRow } from './return-repository';

/** What a credit note is written from, all read in the transaction that records the refund as done. */
export interface CreditNoteSource {
  order: OrderRow;
  lines: OrderItemRow[];
  request: ReturnRow;
  units: ReturnUnitRow[];
  refund: RefundRow;
  /** Units of the order's refunds written before this one, by line: its goods were counted after them. */
  refundedBefore: RefundedUnitsByLine;
  /** The order's invoice, when its payment settled after invoices began. */
  invoice: IssuedInvoice | undefined;
  /** Serials of the order's sold units, by sold_units id. */
  serialOf: Map<number, string>;
  /** The store's contact, for the seller of an order without an invoice. */
  storeInfo: StoreInfo | undefined;
  /** Who sells (decision 0070), for an order without an invoice. */
  sellerDetails?: SellerDetails;
}

function joinFilled(parts: string[], separator: string): string {
  return parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(separator);
}

function buyerOfOrder(order: OrderRow): InvoiceDocument['buyer'] {
  return {
    name: joinFilled([order.firstName, order.lastName], ' '),
    phone: order.phoneNumber,
    email: order.email,
    address: joinFilled([order.street, order.city, order.digitalAddress, order.country], ', '),
  };
}

/** The seller of an order without an invoice: the seller details now (decision 0070). */
function sellerOfStore(source: CreditNoteSource): InvoiceDocument['seller'] {
  return documentSellerOf(source.sellerDetails, source.storeInfo?.contact, { tin: '', shopName: SHOP_NAME });
}

/** The refunded lines: each line's units of the request with their paid share and serials, in the request's order. */
function refundedLines(source: CreditNoteSource): CreditNoteDocument['lines'] {
  const lineOf = new Map(source.lines.map((line) => [line.id, line]));
  const taken = new Map(source.refundedBefore);
  const byLine = new Map<string, CreditNoteDocument['lines'][number]>();
  for (const unit of source.units) {
    const line = lineOf.get(unit.orderItemId);
    if (!line) throw new Error(`credit note: no line ${unit.orderItemId} in the order`);
    const before = taken.get(line.id) ?? 0;
    const amountPesewas = refundableForUnits(line, before, unit.quantity);
    taken.set(line.id, before + unit.quantity);
    const serial = unit.soldUnitId === null ? undefined : source.serialOf.get(unit.soldUnitId);
    const entry = byLine.get(line.id) ?? {
      name: line.name,
      variant: variantOptionsText(line.variantOptions),
      quantity: 0,
      serials: [],
      amountPesewas: 0,
    };
    entry.quantity += unit.quantity;
    entry.amountPesewas += amountPesewas;
    if (serial) entry.serials.push(serial);
    byLine.set(line.id, entry);
  }
  return [...byLine.values()];
}

/**
 * The refund's tax lines, split with the invoice's own rates (decision 0063): delivery stays
 * outside the split when the invoice had it untaxed. None when the invoice had no tax lines.
 */
function taxOfRefund(invoice: IssuedInvoice | undefined, refund: RefundRow): CreditNoteDocument['tax'] {
  const tax = invoice?.document.tax;
  if (!tax) return null;
  const rates = {
    vatBasisPoints: tax.split.vat.basisPoints,
    levies: tax.split.levies.map(({ name, basisPoints }) => ({ name, basisPoints })),
  };
  const untaxedPesewas = tax.untaxedPesewas > 0 ? refund.deliveryPesewas : 0;
  const taxedPesewas = refund.amountPesewas - untaxedPesewas;
  return { split: splitTaxInclusive(taxedPesewas, rates), taxedPesewas, untaxedPesewas };
}

/**
 * The credit note as it is issued: everything it shows is copied in (the invoice's seller and
 * buyer, the lines as bought), so it reads the same however the shop changes later.
 */
export function buildCreditNoteDocument(source: CreditNoteSource): CreditNoteDocument {
  const { invoice, refund } = source;
  return {
    kind: invoice?.document.tax ? 'tax-credit-note' : 'credit-note',
    invoiceNumber: invoice ? formatInvoiceNumber(invoice.number) : null,
    orderNumber: formatOrderNumber(source.order.number),
    returnNumber: formatReturnNumber(source.request.number),
    seller: invoice?.document.seller ?? sellerOfStore(source),
    buyer: invoice?.document.buyer ?? buyerOfOrder(source.order),
    lines: refundedLines(source),
    goodsPesewas: refund.goodsPesewas,
    deliveryPesewas: refund.deliveryPesewas,
    totalPesewas: refund.amountPesewas,
    tax: taxOfRefund(invoice, refund),
    method: refund.method,
    reference: refund.reference,
  };
}
