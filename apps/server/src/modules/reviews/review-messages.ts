import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';

/** What the writing of a review tells others: staff's alert of a review to read. */
export interface ReviewMessenger {
  /** Queued in the transaction that wrote (or edited) review `reviewId`, now pending. */
  reviewToRead(transaction: Executor, reviewId: number): Promise<void>;
}

/** Placeholder until its slice lands: the staff alert of a new or edited review. */
export function reviewMessengerOf(_app: FastifyInstance): ReviewMessenger {
  return { reviewToRead: async () => {} };
}
