import { RETURN_MESSAGES } from '@shop/shared';
import type { Executor } from '../../db/client';
import { conflict } from '../../plugins/errors';
import { readSellerDetails, readStoreInfo } from '../info';
import { listInvoicesOfOrders, takeNextCreditNoteNumber } from '../invoices';
import { type OrderForReturn, recordRefundOnPayment } from '../orders';
import { listSoldUnitsOfOrders, markSoldUnitReturned } from '../serials';
import { buildCreditNoteDocument } from './credit-note';
import {
  donePesewasOfOrder,
  markRefundDone,
  markRefundFailed,
  type RefundRow,
  refundedSoFar,
} from './refund-repository';
import { listReturnParts, moveReturn, type ReturnMessenger, type ReturnRow } from './return-repository';
import { takeBackUnits } from './return-stock';

/**
 * The refund is done (the money is on its way back), in one transaction with the request, the
 * order and the refund locked in that order: the credit note takes the next CRN- number and is
 * written whole, the payment becomes Partly refunded or Refunded, the units come back
 * (resaleable to stock, faulty apart), their serials leave the sale, and the request is Refunded.
 */
export async function completeRefund(
  transaction: Executor,
  input: {
    request: ReturnRow;
    source: OrderForReturn;
    refund: RefundRow;
    staffId: string | null;
    messenger: ReturnMessenger;
    now?: Date;
  },
): Promise<ReturnRow> {
  const { request, source, refund } = input;
  const now = input.now ?? new Date();
  if (!request.condition) throw conflict(RETURN_MESSAGES.conditionRequired);
  const orderId = source.order.id;
  // One after another: a transaction's statements share one connection.
  const parts = await listReturnParts(transaction, [request.id]);
  const before = await refundedSoFar(transaction, orderId, { beforeRefundId: refund.id });
  const invoices = await listInvoicesOfOrders(transaction, [orderId]);
  const soldUnits = await listSoldUnitsOfOrders(transaction, [orderId]);
  const storeInfo = await readStoreInfo(transaction);
  const sellerDetails = await readSellerDetails(transaction);
  const units = parts.units.get(request.id) ?? [];
  const creditNote = buildCreditNoteDocument({
    order: source.order,
    lines: source.lines,
    request,
    units,
    refund,
    refundedBefore: before.units,
    invoice: invoices.get(orderId),
    serialOf: new Map(soldUnits.map((unit) => [unit.id, unit.serial])),
    storeInfo,
    sellerDetails,
  });
  // Everything is read before the counter's row lock: other refunds wait on it only for the writes.
  const creditNoteNumber = await takeNextCreditNoteNumber(transaction);
  await markRefundDone(transaction, refund.id, { creditNoteNumber, creditNote, doneAt: now });
  // Refunded only once every counted refund is done: one still asked keeps it Partly refunded.
  await recordRefundOnPayment(transaction, orderId, await donePesewasOfOrder(transaction, orderId));
  const variantOf = new Map(source.lines.map((line) => [line.id, line.variantId]));
  await takeBackUnits(
    transaction,
    units.map((unit) => ({ variantId: variantOf.get(unit.orderItemId) ?? null, quantity: unit.quantity })),
    request.condition,
    source.order.branchId,
  );
  for (const unit of units) {
    if (unit.soldUnitId !== null) await markSoldUnitReturned(transaction, unit.soldUnitId);
  }
  return moveReturn(transaction, request, 'Refunded', {
    patch: { refundFailure: null },
    staffId: input.staffId,
    messenger: input.messenger,
    now,
  });
}

/**
 * The provider refused or did not answer, in one transaction with the request and the refund
 * locked: the refund is failed with the reason (still counted, so a retry never counts it
 * twice) and the request Refund failed, for staff to try again.
 */
export async function failRefund(
  transaction: Executor,
  input: {
    request: ReturnRow;
    refund: RefundRow;
    reason: string;
    staffId: string | null;
    messenger: ReturnMessenger;
  },
): Promise<ReturnRow> {
  await markRefundFailed(transaction, input.refund.id, input.reason);
  // The reason is for staff (refund_failure): the shopper's history says only that it failed.
  return moveReturn(transaction, input.request, 'Refund failed', {
    patch: { refundFailure: input.reason },
    staffId: input.staffId,
    messenger: input.messenger,
  });
}
