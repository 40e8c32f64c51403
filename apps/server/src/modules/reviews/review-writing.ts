import { REVIEW_MESSAGES, reviewAuthorName } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/query-helpers';
import { productReviews, users } from '../../db/schema';
import { conflict, forbidden, HttpError, notFound } from '../../plugins/errors';
import type { ReviewAuthor } from './review-authors';
import { findOwnReview, findPurchase } from './review-eligibility';
import { spendReviewLink } from './review-links';
import { reviewMessengerOf } from './review-messages';
import type { ReviewedProduct } from './review-products';

type ReviewRow = typeof productReviews.$inferSelect;

/** What a shopper sends, checked by writeReviewBodySchema. */
export interface ReviewWords {
  rating: number;
  title: string;
  text: string;
}

/**
 * The name a review is shown under, from the account's one name field: its first word and the
 * last word's initial ("Abena Asante" -> "Abena A."; a single word stays whole).
 */
async function authorNameOf(db: Executor, userId: string): Promise<string> {
  const [account] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  const words = (account?.name ?? '').trim().split(/\s+/).filter(Boolean);
  return reviewAuthorName(words[0] ?? '', words.length > 1 ? words.at(-1)! : '');
}

/** A link writes one review: spent in the writer's transaction, or 410 when another write spent it first. */
async function spendLinkOf(transaction: Executor, author: ReviewAuthor, now: Date): Promise<void> {
  if (!author.link) return;
  const spent = await spendReviewLink(transaction, author.link.requestId, now);
  if (!spent) throw new HttpError(410, REVIEW_MESSAGES.linkUsed);
}

/**
 * A buyer's first review of the product, pending until staff publish it (decision 0064): 403
 * for an account without a Delivered order of it, 409 when it reviewed it already (also when a
 * second tab's write wins the unique index). Staff's alert is queued in the same transaction.
 */
export async function writeReview(
  app: FastifyInstance,
  author: ReviewAuthor,
  product: ReviewedProduct,
  words: ReviewWords,
): Promise<ReviewRow> {
  try {
    return await app.database.db.transaction(async (transaction) => {
      const purchase = await findPurchase(transaction, author.userId, product.id);
      if (!purchase) throw forbidden(REVIEW_MESSAGES.onlyBuyers);
      if (await findOwnReview(transaction, author.userId, product.id)) {
        throw conflict(REVIEW_MESSAGES.alreadyReviewed);
      }
      await spendLinkOf(transaction, author, app.clock());
      const [row] = await transaction
        .insert(productReviews)
        .values({
          productId: product.id,
          userId: author.userId,
          orderId: author.link?.orderId ?? purchase.orderId,
          authorName: await authorNameOf(transaction, author.userId),
          variantLabel: purchase.variant,
          rating: words.rating,
          title: words.title,
          body: words.text,
          status: 'pending',
        })
        .returning();
      await reviewMessengerOf(app).reviewToRead(transaction, row!.id);
      return row!;
    });
  } catch (error) {
    if (!(error instanceof HttpError) && isUniqueViolation(error))
      throw conflict(REVIEW_MESSAGES.alreadyReviewed);
    throw error;
  }
}

/**
 * The author's edit: the stars and words replaced, back to pending for staff to read again, the
 * rejection's reason and the publication cleared (the trigger uncounts a published review).
 * 404 when the account has not reviewed the product. Answers whether the product's page
 * changed, so the caller clears its answers.
 */
export async function editReview(
  app: FastifyInstance,
  author: ReviewAuthor,
  product: ReviewedProduct,
  words: ReviewWords,
): Promise<{ row: ReviewRow; wasPublished: boolean }> {
  return app.database.db.transaction(async (transaction) => {
    const [existing] = await transaction
      .select({ id: productReviews.id, status: productReviews.status })
      .from(productReviews)
      .where(and(eq(productReviews.productId, product.id), eq(productReviews.userId, author.userId)))
      .for('update');
    if (!existing) throw notFound(REVIEW_MESSAGES.noReviewYet);
    await spendLinkOf(transaction, author, app.clock());
    const [row] = await transaction
      .update(productReviews)
      .set({
        rating: words.rating,
        title: words.title,
        body: words.text,
        status: 'pending',
        rejectionReason: null,
        publishedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(productReviews.id, existing.id))
      .returning();
    await reviewMessengerOf(app).reviewToRead(transaction, row!.id);
    return { row: row!, wasPublished: existing.status === 'published' };
  });
}
