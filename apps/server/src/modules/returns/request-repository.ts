import { RETURN_STATES, RETURN_STATUSES, type ReturnKind, type ReturnReason } from '@shop/shared';
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { returnEvents, returnPhotos, returnRequests, returnUnits } from '../../db/schema';
import type { ReturnRow } from './return-repository';

/** The statuses still in staff's queue: a unit in one of these may not be asked again. */
export const OPEN_RETURN_STATUSES = RETURN_STATUSES.filter((status) => RETURN_STATES[status].open);

/**
 * Units of each of the order's lines already in a request that was not rejected, by order
 * line id: those cannot be asked again (a rejected request gives its units back).
 */
export async function unitsAskedByLine(db: Executor, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      orderItemId: returnUnits.orderItemId,
      quantity: sql<number>`sum(${returnUnits.quantity})::int`,
    })
    .from(returnUnits)
    .innerJoin(returnRequests, eq(returnRequests.id, returnUnits.returnId))
    .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.status, 'Rejected')))
    .groupBy(returnUnits.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, Number(row.quantity)]));
}

/** The open request on each of these sold units that has one, by sold unit id. */
export async function openRequestsOnSoldUnits(
  db: Executor,
  soldUnitIds: number[],
): Promise<Map<number, Pick<ReturnRow, 'number' | 'status'>>> {
  if (soldUnitIds.length === 0) return new Map();
  const rows = await db
    .select({
      soldUnitId: returnUnits.soldUnitId,
      number: returnRequests.number,
      status: returnRequests.status,
    })
    .from(returnUnits)
    .innerJoin(returnRequests, eq(returnRequests.id, returnUnits.returnId))
    .where(
      and(
        inArray(returnUnits.soldUnitId, soldUnitIds),
        isNotNull(returnUnits.soldUnitId),
        inArray(returnRequests.status, OPEN_RETURN_STATUSES),
      ),
    );
  return new Map(rows.map((row) => [row.soldUnitId!, { number: row.number, status: row.status }]));
}

export interface NewReturnRequest {
  orderId: string;
  userId: string;
  kind: ReturnKind;
  reason: ReturnReason;
  note: string;
  units: { orderItemId: string; quantity: number; soldUnitId: number | null }[];
}

/** The request as sent (Requested), its units and the first line of its history, in the caller's transaction. */
export async function insertReturnRequest(
  transaction: Executor,
  request: NewReturnRequest,
): Promise<ReturnRow> {
  const now = new Date();
  const [row] = await transaction
    .insert(returnRequests)
    .values({
      orderId: request.orderId,
      userId: request.userId,
      kind: request.kind,
      reason: request.reason,
      note: request.note,
      status: 'Requested',
      statusChangedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await transaction.insert(returnUnits).values(request.units.map((unit) => ({ ...unit, returnId: row!.id })));
  await transaction.insert(returnEvents).values({ returnId: row!.id, status: 'Requested', createdAt: now });
  return row!;
}

/**
 * Attaches the uploader's own loose photos to the request; answers how many it attached, so
 * the caller can refuse (and roll back) when one was someone else's, already attached, or none.
 */
export async function attachPhotos(
  transaction: Executor,
  userId: string,
  returnId: number,
  photoIds: string[],
): Promise<number> {
  if (photoIds.length === 0) return 0;
  const attached = await transaction
    .update(returnPhotos)
    .set({ returnId })
    .where(
      and(inArray(returnPhotos.id, photoIds), eq(returnPhotos.userId, userId), isNull(returnPhotos.returnId)),
    )
    .returning({ id: returnPhotos.id });
  return attached.length;
}

/** The shopper's requests, newest first. */
export async function listReturnsOfUser(db: Executor, userId: string): Promise<ReturnRow[]> {
  return db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.userId, userId))
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id));
}

/** An order's requests, newest first. */
export async function listReturnsOfOrder(db: Executor, orderId: string): Promise<ReturnRow[]> {
  return db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.orderId, orderId))
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id));
}
