import {
  formatReturnNumber,
  isReturnMoveAllowed,
  RETURN_MESSAGES,
  RETURN_STATES,
  type ReturnStatus,
} from '@shop/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { returnEvents, returnPhotos, returnRequests, returnUnits } from '../../db/schema';
import { conflict } from '../../plugins/errors';

export type ReturnRow = typeof returnRequests.$inferSelect;
export type ReturnUnitRow = typeof returnUnits.$inferSelect;
export type ReturnEventRow = typeof returnEvents.$inferSelect;

/** A number as typed in a path ("101" or "RET-101"); undefined when it cannot be one. */
export function returnNumberOf(typed: string): number | undefined {
  const match = /^(?:RET-)?(\d{1,9})$/i.exec(typed.trim());
  return match ? Number(match[1]) : undefined;
}

export async function findReturnByNumber(db: Executor, number: number): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.number, number)).limit(1);
  return row;
}

/**
 * The request under its row lock, in the transaction that moves it: two staff moving one
 * request at once take turns, and the second reads the first's status before its own move.
 */
export async function lockReturnByNumber(
  transaction: Executor,
  number: number,
): Promise<ReturnRow | undefined> {
  const [row] = await transaction
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.number, number))
    .for('update');
  return row;
}

/** Units, photos and history of these requests, each in the order it was written. */
export async function listReturnParts(db: Executor, returnIds: number[]) {
  if (returnIds.length === 0) {
    return {
      units: new Map<number, ReturnUnitRow[]>(),
      photos: new Map<number, string[]>(),
      events: new Map<number, ReturnEventRow[]>(),
    };
  }
  // One after another: inside a transaction (a refund's credit note) its statements share one connection.
  const unitRows = await db
    .select()
    .from(returnUnits)
    .where(inArray(returnUnits.returnId, returnIds))
    .orderBy(asc(returnUnits.id));
  const photoRows = await db
    .select({ id: returnPhotos.id, returnId: returnPhotos.returnId })
    .from(returnPhotos)
    .where(inArray(returnPhotos.returnId, returnIds))
    .orderBy(asc(returnPhotos.createdAt));
  const eventRows = await db
    .select()
    .from(returnEvents)
    .where(inArray(returnEvents.returnId, returnIds))
    .orderBy(asc(returnEvents.id));
  const group = <T, K>(rows: T[], key: (row: T) => K) => {
    const map = new Map<K, T[]>();
    for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
    return map;
  };
  const photos = new Map<number, string[]>();
  for (const photo of photoRows) {
    if (photo.returnId !== null)
      photos.set(photo.returnId, [...(photos.get(photo.returnId) ?? []), photo.id]);
  }
  return {
    units: group(unitRows, (row) => row.returnId),
    photos,
    events: group(eventRows, (row) => row.returnId),
  };
}

/**
 * Queues what people hear of a request's move, in the move's transaction. return-messages.ts
 * makes one from the app (its PUBLIC_URL for links, whom staff alerts go to); every writer of a
 * move is handed one, so no move is written without its messages.
 */
export interface ReturnMessenger {
  queue(transaction: Executor, request: ReturnRow): Promise<void>;
}

/** What a move writes besides the status (the columns of its step). */
export type ReturnMovePatch = Partial<
  Pick<ReturnRow, 'rejectionReason' | 'condition' | 'resolutionNote' | 'refundFailure'>
>;

/**
 * The one way a request's status changes, in the caller's transaction with the request locked
 * (lockReturnByNumber): a move not in RETURN_STATES is refused (409) before anything is
 * written; an allowed one writes the status, its columns and one history row, and queues what
 * the shopper hears of it (the messenger). Answers the request as it is after.
 */
export async function moveReturn(
  transaction: Executor,
  request: ReturnRow,
  to: ReturnStatus,
  options: {
    messenger: ReturnMessenger;
    patch?: ReturnMovePatch;
    note?: string | null;
    staffId?: string | null;
    now?: Date;
  },
): Promise<ReturnRow> {
  if (!isReturnMoveAllowed(request.status, to)) {
    throw conflict(
      RETURN_MESSAGES.moveNotAllowed(RETURN_STATES[request.status].label, RETURN_STATES[to].label),
    );
  }
  const now = options.now ?? new Date();
  const [moved] = await transaction
    .update(returnRequests)
    .set({ ...options.patch, status: to, statusChangedAt: now, updatedAt: now })
    .where(eq(returnRequests.id, request.id))
    .returning();
  await transaction.insert(returnEvents).values({
    returnId: request.id,
    status: to,
    note: options.note ?? null,
    staffId: options.staffId ?? null,
    createdAt: now,
  });
  await options.messenger.queue(transaction, moved!);
  return moved!;
}

export const returnNumberText = (request: Pick<ReturnRow, 'number'>) => formatReturnNumber(request.number);
