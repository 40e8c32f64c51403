import type { ReviewChoice } from '@shop/shared';
import { ERASED_REVIEW_AUTHOR } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productReviews, reviewRequests } from '../../db/schema';

/** The shopper's reviews and the review links sent to them, for "Download my data" (decision 0071). */
export async function reviewDataOf(db: Executor, userId: string) {
  const reviews = await db
    .select({
      productId: productReviews.productId,
      orderId: productReviews.orderId,
      authorName: productReviews.authorName,
      variantLabel: productReviews.variantLabel,
      rating: productReviews.rating,
      title: productReviews.title,
      body: productReviews.body,
      status: productReviews.status,
      rejectionReason: productReviews.rejectionReason,
      publishedAt: productReviews.publishedAt,
      answer: productReviews.answer,
      answeredAt: productReviews.answeredAt,
      createdAt: productReviews.createdAt,
      updatedAt: productReviews.updatedAt,
    })
    .from(productReviews)
    .where(eq(productReviews.userId, userId));
  // The link's token is kept only as a hash, which says nothing to the shopper: left out.
  const requests = await db
    .select({
      orderId: reviewRequests.orderId,
      productId: reviewRequests.productId,
      expiresAt: reviewRequests.expiresAt,
      usedAt: reviewRequests.usedAt,
      createdAt: reviewRequests.createdAt,
    })
    .from(reviewRequests)
    .where(eq(reviewRequests.userId, userId));
  return { reviews, reviewRequests: requests };
}

/**
 * An erased account's reviews, as its author chose: kept as "A buyer" with no account behind
 * them, or removed (the trigger of migration 0028 uncounts a removed published one). Answers
 * whether a product's reviews changed, so the caller clears the products' answers.
 */
export async function eraseReviewsOf(db: Executor, userId: string, choice: ReviewChoice): Promise<boolean> {
  await db.delete(reviewRequests).where(eq(reviewRequests.userId, userId));
  if (choice === 'remove') {
    const removed = await db
      .delete(productReviews)
      .where(eq(productReviews.userId, userId))
      .returning({ id: productReviews.id });
    return removed.length > 0;
  }
  const kept = await db
    .update(productReviews)
    .set({ authorName: ERASED_REVIEW_AUTHOR, userId: null, updatedAt: new Date() })
    .where(eq(productReviews.userId, userId))
    .returning({ id: productReviews.id });
  return kept.length > 0;
}
