import { type CreditNote, formatCreditNoteNumber, RETURN_ADMIN_TEXTS, toCedis } from '@shop/shared';
import type { Executor } from '../../db/client';
import { notFound } from '../../plugins/errors';
import { ownerOfOrder } from '../orders';
import { toTaxBreakdown } from '../taxes';
import { findCreditNote, type RefundRow } from './refund-repository';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who asks: a shopper reads the credit notes of their own orders, staff any order's. */
export type CreditNoteReader = { kind: 'shopper'; userId: string } | { kind: 'staff' };

/** A number as typed in a path ("CRN-000001" or "1"); undefined when it cannot be one. */
export function creditNoteNumberOf(typed: string): number | undefined {
  const match = /^(?:CRN-)?(\d{1,9})$/i.exec(typed.trim());
  return match ? Number(match[1]) : undefined;
}

/** The credit note as issued, in cedis. */
export function toCreditNote(refund: RefundRow & { creditNoteNumber: number }): CreditNote {
  const document = refund.creditNote!;
  return {
    number: formatCreditNoteNumber(refund.creditNoteNumber),
    issuedAt: (refund.doneAt ?? refund.createdAt).toISOString(),
    invoiceNumber: document.invoiceNumber,
    orderNumber: document.orderNumber,
    returnNumber: document.returnNumber,
    kind: document.kind,
    seller: document.seller,
    buyer: document.buyer,
    lines: document.lines.map(({ amountPesewas, ...line }) => ({ ...line, amount: toCedis(amountPesewas) })),
    goods: toCedis(document.goodsPesewas),
    delivery: toCedis(document.deliveryPesewas),
    total: toCedis(document.totalPesewas),
    tax: document.tax ? toTaxBreakdown(document.tax) : null,
    method: RETURN_ADMIN_TEXTS.refundMethods[document.method],
    reference: document.reference,
  };
}

/**
 * The order's credit note of that number for whoever asks. Another shopper's order, an
 * unknown one and a number the order has none of all answer the same 404.
 */
export async function readCreditNote(
  db: Executor,
  orderId: string,
  typedNumber: string,
  reader: CreditNoteReader,
): Promise<CreditNote> {
  const number = creditNoteNumberOf(typedNumber);
  if (!UUID_PATTERN.test(orderId) || number === undefined) throw notFound();
  if (reader.kind === 'shopper' && (await ownerOfOrder(db, orderId)) !== reader.userId) throw notFound();
  const refund = await findCreditNote(db, orderId, number);
  if (!refund?.creditNote || refund.creditNoteNumber === null) throw notFound();
  return toCreditNote({ ...refund, creditNoteNumber: refund.creditNoteNumber });
}
