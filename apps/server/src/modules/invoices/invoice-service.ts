import { formatInvoiceNumber, type Invoice, toCedis } from '@shop/shared';
import { INVOICE_MESSAGES } from '@shop/shared/invoice-texts';
import type { Executor } from '../../db/client';
import { notFound } from '../../plugins/errors';
import { listSerialsByOrderLine } from '../serials';
import { toTaxBreakdown } from '../taxes';
import { findInvoiceOfOrder, type IssuedInvoice } from './invoice-repository';
import type { OwnerOfOrder } from './invoice-source';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who asks: a shopper sees the invoices of their own orders, staff any order's. */
export type InvoiceReader =
  | { kind: 'shopper'; userId: string; ownerOfOrder: OwnerOfOrder }
  | { kind: 'staff' };

/** The invoice as issued, in cedis, with the serials recorded against its lines since. */
async function toInvoice(db: Executor, issued: IssuedInvoice): Promise<Invoice> {
  const { document } = issued;
  const serialsByLine = await listSerialsByOrderLine(db, [issued.orderId]);
  return {
    number: formatInvoiceNumber(issued.number),
    issuedAt: issued.issuedAt.toISOString(),
    kind: document.kind,
    seller: document.seller,
    buyer: document.buyer,
    orderId: issued.orderId,
    orderNumber: document.orderNumber,
    lines: document.lines.map((line) => ({
      name: line.name,
      variant: line.variant,
      quantity: line.quantity,
      unitPrice: toCedis(line.unitPricePesewas),
      total: toCedis(line.totalPesewas),
      warrantyMonths: line.warrantyMonths,
      serials: serialsByLine.get(line.orderItemId) ?? [],
    })),
    subtotal: toCedis(document.subtotalPesewas),
    discount: toCedis(document.discountPesewas),
    delivery: toCedis(document.deliveryPesewas),
    total: toCedis(document.totalPesewas),
    tax: document.tax ? toTaxBreakdown(document.tax) : null,
    payment: document.payment,
  };
}

/**
 * The order's invoice for whoever asks. Another shopper's order, an unknown one and one whose
 * payment has not settled all answer the same 404, so a shopper learns nothing of others' orders.
 */
export async function readInvoice(db: Executor, orderId: string, reader: InvoiceReader): Promise<Invoice> {
  if (!UUID_PATTERN.test(orderId)) throw notFound(INVOICE_MESSAGES.notFound);
  if (reader.kind === 'shopper' && (await reader.ownerOfOrder(orderId)) !== reader.userId) {
    throw notFound(INVOICE_MESSAGES.notFound);
  }
  const issued = await findInvoiceOfOrder(db, orderId);
  if (!issued) throw notFound(INVOICE_MESSAGES.notFound);
  return toInvoice(db, issued);
}
