import {
  type AdminReturn,
  formatReturnNumber,
  isReturnMoveAllowed,
  RETURN_MESSAGES,
  RETURN_STATES,
  type ReturnStatus,
  type returnMoveBodySchema,
} from '@shop/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/query-helpers';
import { conflict, HttpError, notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { describeReturnsForStaff } from './admin-return-answers';
import { lockRefundOfReturn } from './refund-repository';
import { refundReturn } from './refund-service';
import { replaceReturnedUnit } from './replacement';
import { returnMessengerOf } from './return-messages';
import {
  findReturnByNumber,
  lockReturnByNumber,
  moveReturn,
  type ReturnMessenger,
  type ReturnRow,
  returnNumberOf,
} from './return-repository';

export type ReturnMove = z.output<typeof returnMoveBodySchema>;
type MoveInTransaction = Exclude<ReturnMove, { status: 'Refunded' }>;

/** The request as staff read it, by the number typed in the path; 404 when there is none. */
export async function readReturnForStaff(db: Executor, typed: string): Promise<AdminReturn> {
  const number = returnNumberOf(typed);
  const row = number === undefined ? undefined : await findReturnByNumber(db, number);
  if (!row) throw notFound(RETURN_MESSAGES.requestNotFound);
  const [request] = await describeReturnsForStaff(db, [row]);
  return request!;
}

/**
 * Refused before any work when RETURN_STATES has no such move, with moveReturn's own words:
 * a replacement's stock and serial are never touched for a request that may not be replaced.
 */
function refuseUnlessAllowed(request: ReturnRow, to: ReturnStatus): void {
  if (!isReturnMoveAllowed(request.status, to)) {
    throw conflict(
      RETURN_MESSAGES.moveNotAllowed(RETURN_STATES[request.status].label, RETURN_STATES[to].label),
    );
  }
}

/** One move, in the transaction that holds the request's lock; moveReturn writes the status and history. */
async function moveLockedRequest(
  transaction: Executor,
  request: ReturnRow,
  move: MoveInTransaction,
  staffId: string,
  messenger: ReturnMessenger,
): Promise<void> {
  refuseUnlessAllowed(request, move.status);
  // A refund already written (being asked of Paystack, or failed) settles this request: it is
  // refunded or retried, never also replaced or repaired.
  if (
    (move.status === 'Replaced' || move.status === 'Repaired') &&
    (await lockRefundOfReturn(transaction, request.id))
  ) {
    throw conflict(RETURN_MESSAGES.refundAsked);
  }
  const by = { staffId, messenger };
  switch (move.status) {
    case 'Rejected':
      await moveReturn(transaction, request, 'Rejected', {
        ...by,
        patch: { rejectionReason: move.reason },
        note: move.reason,
      });
      return;
    case 'Received':
      await moveReturn(transaction, request, 'Received', { ...by, patch: { condition: move.condition } });
      return;
    case 'Repaired':
      // The same serial goes back to the shopper: nothing but the note changes.
      await moveReturn(transaction, request, 'Repaired', {
        ...by,
        patch: { resolutionNote: move.note },
        note: move.note,
      });
      return;
    case 'Replaced':
      await replaceReturnedUnit(transaction, request, move.serial, staffId);
      await moveReturn(transaction, request, 'Replaced', by);
      return;
    default:
      await moveReturn(transaction, request, move.status, by);
  }
}

/**
 * POST /api/admin/returns/:id/moves: staff's one call for every move (decision 0063). Each
 * move but a refund is one transaction with the request locked, so two staff making a move
 * at once take turns and the second is refused (409) by the state the first left. A refund
 * asks a provider, so it opens its own transactions (refund-service). Answers the request
 * after the move and the words that say it.
 */
export async function makeReturnMove(
  app: App,
  typed: string,
  move: ReturnMove,
  staffId: string,
): Promise<{ request: AdminReturn; message: string }> {
  const number = returnNumberOf(typed);
  if (number === undefined) throw notFound(RETURN_MESSAGES.requestNotFound);
  const db = app.database.db;
  if (move.status === 'Refunded') {
    await refundReturn(app, number, move, staffId);
  } else {
    await db
      .transaction(async (transaction) => {
        const request = await lockReturnByNumber(transaction, number);
        if (!request) throw notFound(RETURN_MESSAGES.requestNotFound);
        await moveLockedRequest(transaction, request, move, staffId, returnMessengerOf(app));
      })
      .catch((error: unknown) => {
        // Another replacement sold this serial at this very moment: the live-serial key refused ours.
        if (!(error instanceof HttpError) && isUniqueViolation(error)) {
          throw conflict(RETURN_MESSAGES.replacementSerialInUse);
        }
        throw error;
      });
  }
  const request = await readReturnForStaff(db, String(number));
  return {
    request,
    message: RETURN_MESSAGES.moved(formatReturnNumber(number), RETURN_STATES[request.status].label),
  };
}
