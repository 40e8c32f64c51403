import { DELETED_CUSTOMER_NAME, eraseWords } from '@shop/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refunds, returnEvents, returnRequests, returnUnits } from '../../db/schema';

/** A kept document's buyer once its account is erased: nobody's name, phone, e-mail or address. */
export const ERASED_BUYER = { name: DELETED_CUSTOMER_NAME, phone: '', email: '', address: '' };

/**
 * The shopper's returns and warranty claims with their units, history and refunds, for
 * "Download my data" (decision 0071). Staff's ids are left out: they name staff, not the shopper.
 */
export async function returnDataOf(db: Executor, userId: string) {
  const requests = await db
    .select({
      id: returnRequests.id,
      number: returnRequests.number,
      orderId: returnRequests.orderId,
      kind: returnRequests.kind,
      reason: returnRequests.reason,
      note: returnRequests.note,
      status: returnRequests.status,
      rejectionReason: returnRequests.rejectionReason,
      condition: returnRequests.condition,
      resolutionNote: returnRequests.resolutionNote,
      statusChangedAt: returnRequests.statusChangedAt,
      createdAt: returnRequests.createdAt,
    })
    .from(returnRequests)
    .where(eq(returnRequests.userId, userId))
    .orderBy(asc(returnRequests.id));
  const ids = requests.map((request) => request.id);
  if (ids.length === 0) return [];
  const units = await db.select().from(returnUnits).where(inArray(returnUnits.returnId, ids));
  const events = await db
    .select({
      returnId: returnEvents.returnId,
      status: returnEvents.status,
      note: returnEvents.note,
      createdAt: returnEvents.createdAt,
    })
    .from(returnEvents)
    .where(inArray(returnEvents.returnId, ids))
    .orderBy(asc(returnEvents.id));
  const refundRows = await db
    .select({
      returnId: refunds.returnId,
      amountPesewas: refunds.amountPesewas,
      goodsPesewas: refunds.goodsPesewas,
      deliveryPesewas: refunds.deliveryPesewas,
      method: refunds.method,
      state: refunds.state,
      creditNoteNumber: refunds.creditNoteNumber,
      createdAt: refunds.createdAt,
      doneAt: refunds.doneAt,
    })
    .from(refunds)
    .where(inArray(refunds.returnId, ids));
  return requests.map(({ id, ...request }) => ({
    ...request,
    units: units
      .filter((unit) => unit.returnId === id)
      .map(({ orderItemId, quantity, soldUnitId }) => ({ orderItemId, quantity, soldUnitId })),
    history: events.filter((event) => event.returnId === id).map(({ returnId: _id, ...event }) => event),
    refunds: refundRows
      .filter((refund) => refund.returnId === id)
      .map(({ returnId: _id, ...refund }) => refund),
  }));
}

/**
 * An erased account's returns stay (their refunds and credit notes are sales records), with
 * the shopper's own note emptied and every word naming them erased from staff's notes; each
 * credit note keeps its lines and totals and names the buyer "Deleted customer".
 */
export async function eraseReturnContacts(
  db: Executor,
  userId: string,
  orderIds: string[],
  words: string[],
): Promise<void> {
  const requests = await db
    .select({
      id: returnRequests.id,
      rejectionReason: returnRequests.rejectionReason,
      resolutionNote: returnRequests.resolutionNote,
    })
    .from(returnRequests)
    .where(eq(returnRequests.userId, userId));
  for (const request of requests) {
    await db
      .update(returnRequests)
      .set({
        note: '',
        rejectionReason: request.rejectionReason && eraseWords(request.rejectionReason, words),
        resolutionNote: request.resolutionNote && eraseWords(request.resolutionNote, words),
        updatedAt: new Date(),
      })
      .where(eq(returnRequests.id, request.id));
  }
  if (orderIds.length === 0) return;
  // Only the buyer inside the document changes; the trigger of migration 0027 guards the amounts.
  await db
    .update(refunds)
    .set({
      creditNote: sql`jsonb_set(${refunds.creditNote}, '{buyer}', ${JSON.stringify(ERASED_BUYER)}::jsonb)`,
    })
    .where(sql`${inArray(refunds.orderId, orderIds)} and ${refunds.creditNote} is not null`);
}
