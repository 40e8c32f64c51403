import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { productReviews, products, users } from '../../db/schema';
import {
  type MailMessage,
  mailContext,
  queueMail,
  type ReviewMessageFacts,
  reviewModeratedMail,
  staffReviewToRead,
} from '../messages';
import { listStaffEmails } from '../users';

/** What the writing of a review tells others: staff's alert of a review to read. */
export interface ReviewMessenger {
  /** Queued in the transaction that wrote (or edited) review `reviewId`, now pending. */
  reviewToRead(transaction: Executor, reviewId: number): Promise<void>;
}

/** Who hears of reviews to read: STAFF_ALERT_EMAIL when set, else every staff account, as for new returns. */
async function staffAlertRecipients(app: FastifyInstance, db: Executor): Promise<string[]> {
  return app.config.staffAlertEmail ? [app.config.staffAlertEmail] : listStaffEmails(db);
}

/** The review as its messages tell of it, with its author's shown name and address, read in the writer's transaction. */
async function readReviewFacts(
  transaction: Executor,
  reviewId: number,
): Promise<{ facts: ReviewMessageFacts; author: { name: string; email: string | null } } | undefined> {
  const [row] = await transaction
    .select({
      review: productReviews,
      productName: products.name,
      authorEmail: users.email,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .leftJoin(users, eq(users.id, productReviews.userId))
    .where(eq(productReviews.id, reviewId));
  if (!row) return undefined;
  const { review } = row;
  return {
    facts: {
      id: review.id,
      product: { id: review.productId, name: row.productName },
      rating: review.rating,
      title: review.title,
      text: review.body,
      status: review.status,
      rejectionReason: review.rejectionReason,
    },
    author: { name: review.authorName, email: row.authorEmail },
  };
}

/** Staff's alert of a review written or edited, to read in their queue (decision 0064). */
async function queueReviewToRead(
  app: FastifyInstance,
  transaction: Executor,
  reviewId: number,
): Promise<void> {
  const read = await readReviewFacts(transaction, reviewId);
  if (!read) return;
  const context = await mailContext(app, transaction);
  const mails: MailMessage[] = [];
  for (const to of await staffAlertRecipients(app, transaction)) {
    mails.push(staffReviewToRead(context, read.facts, read.author, to));
  }
  await queueMail(transaction, mails);
}

/**
 * What the author hears when staff publish or reject their review: queued in the transaction
 * of the move, so the e-mail exists exactly when the move does. An erased author hears nothing.
 */
export async function queueReviewModerated(
  app: FastifyInstance,
  transaction: Executor,
  reviewId: number,
): Promise<void> {
  const read = await readReviewFacts(transaction, reviewId);
  if (!read?.author.email) return;
  const mail = reviewModeratedMail(await mailContext(app, transaction), read.facts, read.author.email);
  if (mail) await queueMail(transaction, [mail]);
}

/** The messenger every writer of a review is handed: this app's settings say the links and the staff. */
export function reviewMessengerOf(app: FastifyInstance): ReviewMessenger {
  return { reviewToRead: (transaction, reviewId) => queueReviewToRead(app, transaction, reviewId) };
}
