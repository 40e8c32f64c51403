import { type AdminReview, REVIEW_MESSAGES } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productReviews } from '../../db/schema';
import { conflict, notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { readReviewForStaff } from './admin-review-answers';
import { queueReviewModerated } from './review-messages';

type ReviewRow = typeof productReviews.$inferSelect;

/** What staff do to a review: publish it, reject it with a reason, answer it once. */
export type ReviewModeration =
  | { action: 'publish' }
  | { action: 'reject'; reason: string }
  | { action: 'answer'; text: string };

const MAX_SERIAL = 2_147_483_647;

/** The review's id as typed in the path, or undefined for what no review can have. */
function reviewIdOf(typed: string): number | undefined {
  if (!/^\d{1,10}$/.test(typed)) return undefined;
  const id = Number(typed);
  return id >= 1 && id <= MAX_SERIAL ? id : undefined;
}

/** The changes of one moderation, refused (409) when the review's state does not allow it. */
function changesOf(
  review: ReviewRow,
  moderation: ReviewModeration,
  staffId: string,
  now: Date,
): Partial<typeof productReviews.$inferInsert> {
  switch (moderation.action) {
    case 'publish':
      if (review.status === 'published') throw conflict(REVIEW_MESSAGES.cannotPublish);
      return {
        status: 'published',
        publishedAt: now,
        rejectionReason: null,
        moderatedBy: staffId,
        moderatedAt: now,
        updatedAt: now,
      };
    case 'reject':
      if (review.status === 'rejected') throw conflict(REVIEW_MESSAGES.cannotReject);
      return {
        status: 'rejected',
        rejectionReason: moderation.reason,
        moderatedBy: staffId,
        moderatedAt: now,
        updatedAt: now,
      };
    case 'answer':
      if (review.answer !== null) throw conflict(REVIEW_MESSAGES.alreadyAnswered);
      return { answer: moderation.text, answeredBy: staffId, answeredAt: now };
  }
}

async function lockReview(transaction: Executor, id: number): Promise<ReviewRow | undefined> {
  const [row] = await transaction
    .select()
    .from(productReviews)
    .where(eq(productReviews.id, id))
    .for('update');
  return row;
}

const MESSAGE_OF = {
  publish: REVIEW_MESSAGES.published,
  reject: REVIEW_MESSAGES.rejected,
  answer: REVIEW_MESSAGES.answered,
} as const;

/**
 * POST /api/admin/reviews/:id/publish, /reject and /answer (decision 0064): one transaction
 * with the review locked, so two staff acting at once take turns and the second is refused
 * (409) by the state the first left. A publication or rejection queues the author's e-mail in
 * it; the trigger on product_reviews counts the published ones on the product, and tells other
 * instances through the products' change notice; this instance forgets its product answers here.
 */
export async function moderateReview(
  app: App,
  typed: string,
  moderation: ReviewModeration,
  staffId: string,
): Promise<{ review: AdminReview; message: string }> {
  const id = reviewIdOf(typed);
  if (id === undefined) throw notFound(REVIEW_MESSAGES.reviewNotFound);
  const db = app.database.db;
  await db.transaction(async (transaction) => {
    const review = await lockReview(transaction, id);
    if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound);
    await transaction
      .update(productReviews)
      .set(changesOf(review, moderation, staffId, app.clock()))
      .where(eq(productReviews.id, id));
    if (moderation.action !== 'answer') await queueReviewModerated(app, transaction, id);
  });
  app.answerCache.clear(['products']);
  const review = await readReviewForStaff(db, id);
  if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound);
  return { review, message: MESSAGE_OF[moderation.action] };
}
