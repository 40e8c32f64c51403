import {
  formatCreditNoteNumber,
  formatOrderNumber,
  formatReturnNumber,
  toCedis,
  variantOptionsText,
} from '@shop/shared';
import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refunds, returnPhotos, type returnRequests, returnUnits } from '../../db/schema';
import type { ReturnMessageFacts, ReturnShopper } from '../messages';
import { readOrderForReturn } from '../orders';
import { listSoldUnitsOfOrders } from '../serials';

type ReturnRow = typeof returnRequests.$inferSelect;

/**
 * What a request's messages say of it, read in the transaction of its move: its units by name
 * and serial, its refund's amount and credit note, how many photos came with it, and whom to
 * tell. Read here rather than through the request's answer (describeReturns): the one writer
 * of a move calls the messages, so they read nothing that leads back to it.
 */
export async function readReturnMessageFacts(
  transaction: Executor,
  request: ReturnRow,
): Promise<
  | { facts: ReturnMessageFacts; shopper: ReturnShopper & { lastName: string; phoneNumber: string } }
  | undefined
> {
  // One after the other: a transaction's connection answers one query at a time.
  const source = await readOrderForReturn(transaction, request.orderId);
  if (!source) return undefined;
  const units = await transaction
    .select()
    .from(returnUnits)
    .where(eq(returnUnits.returnId, request.id))
    .orderBy(asc(returnUnits.id));
  const [refund] = await transaction.select().from(refunds).where(eq(refunds.returnId, request.id));
  const [photos] = await transaction
    .select({ count: count() })
    .from(returnPhotos)
    .where(eq(returnPhotos.returnId, request.id));
  const serialOf = new Map(
    (await listSoldUnitsOfOrders(transaction, [request.orderId])).map((unit) => [unit.id, unit.serial]),
  );
  const lineOf = new Map(source.lines.map((line) => [line.id, line]));
  const { order } = source;
  return {
    shopper: {
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      phoneNumber: order.phoneNumber,
    },
    facts: {
      number: formatReturnNumber(request.number),
      id: request.number,
      orderId: request.orderId,
      orderNumber: formatOrderNumber(order.number),
      kind: request.kind,
      reason: request.reason,
      note: request.note,
      status: request.status,
      rejectionReason: request.rejectionReason,
      resolutionNote: request.resolutionNote,
      units: units.map((unit) => {
        const line = lineOf.get(unit.orderItemId);
        return {
          name: line?.name ?? '',
          variant: line ? variantOptionsText(line.variantOptions) : '',
          quantity: unit.quantity,
          serial: unit.soldUnitId === null ? null : (serialOf.get(unit.soldUnitId) ?? null),
          replacementSerial:
            unit.replacementUnitId === null ? null : (serialOf.get(unit.replacementUnitId) ?? null),
        };
      }),
      refund: refund
        ? {
            amount: toCedis(refund.amountPesewas),
            method: refund.method,
            creditNoteNumber:
              refund.creditNoteNumber === null ? null : formatCreditNoteNumber(refund.creditNoteNumber),
          }
        : null,
      photoCount: Number(photos?.count ?? 0),
    },
  };
}
