import { REVIEW_MESSAGES, REVIEWS_PER_HOUR } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { countAndRefuseOverLimit } from '../../plugins/abuse-limits';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts one review written or edited by the account and refuses (429) past REVIEWS_PER_HOUR
 * in the hour (decision 0064), in the abuse limits' store, shared by every instance through
 * Redis. Counted once the writing account is known: the session's, or a review link's (whose
 * writer has no session), so a link cannot be used to write past the limit. Refusals count too.
 */
export async function countReviewWrite(app: FastifyInstance, accountId: string): Promise<void> {
  await countAndRefuseOverLimit(
    app.abuseCounters,
    [{ key: `write:review:account:${accountId}`, max: REVIEWS_PER_HOUR, windowMs: HOUR_MS }],
    REVIEW_MESSAGES.tooManyReviews,
  );
}
