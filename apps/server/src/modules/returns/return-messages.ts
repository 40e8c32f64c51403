import type { Executor } from '../../db/client';
import type { ReturnRow } from './return-repository';

/**
 * What the shopper (e-mail, and SMS when on) and staff (a new request's alert) hear when a
 * request is made or moves, queued in the transaction of the move (decisions 0011, 0063). The
 * request is as it is after the move; a refund's amount and credit note are read from its row.
 */
export async function queueReturnMessages(transaction: Executor, request: ReturnRow): Promise<void> {
  void transaction;
  void request;
}
