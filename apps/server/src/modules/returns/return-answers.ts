import {
  formatCreditNoteNumber,
  formatOrderNumber,
  formatReturnNumber,
  RETURN_STATES,
  type ReturnRequest,
  toCedis,
  variantOptionsText,
} from '@shop/shared';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refunds } from '../../db/schema';
import { readOrderForReturn } from '../orders';
import { listSoldUnitsOfOrders } from '../serials';
import { listReturnParts, type ReturnRow } from './return-repository';

export type RefundRow = typeof refunds.$inferSelect;

/** Whose eyes: photo URLs differ (the shopper's own path, staff's admin path). */
export type ReturnAudience = 'shopper' | 'staff';

export const photoUrl = (audience: ReturnAudience, photoId: string) =>
  audience === 'shopper' ? `/api/returns/photos/${photoId}` : `/api/admin/returns/photos/${photoId}`;

export async function listRefundsOfReturns(
  db: Executor,
  returnIds: number[],
): Promise<Map<number, RefundRow>> {
  if (returnIds.length === 0) return new Map();
  const rows = await db.select().from(refunds).where(inArray(refunds.returnId, returnIds));
  return new Map(rows.map((row) => [row.returnId, row]));
}

/** Cedis of a refund row as the answers carry it. */
export function refundSummaryOf(refund: RefundRow | undefined): ReturnRequest['refund'] {
  if (!refund) return null;
  return {
    amount: toCedis(refund.amountPesewas),
    goods: toCedis(refund.goodsPesewas),
    delivery: toCedis(refund.deliveryPesewas),
    method: refund.method,
    state: refund.state,
    creditNoteNumber:
      refund.creditNoteNumber === null ? null : formatCreditNoteNumber(refund.creditNoteNumber),
    doneAt: refund.doneAt?.toISOString() ?? null,
  };
}

/**
 * Requests as their answers say them, in the order given: the order's number, each unit's line
 * (name, variant as bought) and serial, the photos, the history and the refund. One read per
 * order named, which is few: a shopper's requests, or a page of staff's queue.
 */
export async function describeReturns(
  db: Executor,
  rows: ReturnRow[],
  audience: ReturnAudience,
): Promise<ReturnRequest[]> {
  const ids = rows.map((row) => row.id);
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const [parts, refundsByReturn, soldUnits, ordersById] = await Promise.all([
    listReturnParts(db, ids),
    listRefundsOfReturns(db, ids),
    listSoldUnitsOfOrders(db, orderIds),
    Promise.all(orderIds.map((id) => readOrderForReturn(db, id))).then(
      (found) => new Map(found.flatMap((entry) => (entry ? [[entry.order.id, entry] as const] : []))),
    ),
  ]);
  // A replacement's unit is recorded against the same order, so the order's units name it too.
  const serialOf = new Map(soldUnits.map((unit) => [unit.id, unit.serial]));
  return rows.map((row) => {
    const order = ordersById.get(row.orderId);
    const lineOf = new Map((order?.lines ?? []).map((line) => [line.id, line]));
    const state = RETURN_STATES[row.status];
    return {
      number: formatReturnNumber(row.number),
      id: row.number,
      orderId: row.orderId,
      orderNumber: order ? formatOrderNumber(order.order.number) : '',
      kind: row.kind,
      reason: row.reason,
      note: row.note,
      status: row.status,
      statusLabel: state.label,
      nextStep: state.meaning,
      rejectionReason: row.rejectionReason,
      resolutionNote: row.resolutionNote,
      units: (parts.units.get(row.id) ?? []).map((unit) => {
        const line = lineOf.get(unit.orderItemId);
        return {
          orderItemId: unit.orderItemId,
          name: line?.name ?? '',
          variant: line ? variantOptionsText(line.variantOptions) : '',
          quantity: unit.quantity,
          serial: unit.soldUnitId === null ? null : (serialOf.get(unit.soldUnitId) ?? null),
          replacementSerial:
            unit.replacementUnitId === null ? null : (serialOf.get(unit.replacementUnitId) ?? null),
        };
      }),
      photos: (parts.photos.get(row.id) ?? []).map((id) => photoUrl(audience, id)),
      history: (parts.events.get(row.id) ?? []).map((event) => ({
        status: event.status,
        note: event.note,
        at: event.createdAt.toISOString(),
      })),
      refund: refundSummaryOf(refundsByReturn.get(row.id)),
      createdAt: row.createdAt.toISOString(),
    };
  });
}
