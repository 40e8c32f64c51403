import type { OwnReview, Review } from '@shop/shared';
import type { productReviews } from '../../db/schema';

type ReviewRow = typeof productReviews.$inferSelect;

/** The shop's one answer, once written. */
function answerOf(row: Pick<ReviewRow, 'answer' | 'answeredAt'>): Review['answer'] {
  return row.answer !== null && row.answeredAt !== null
    ? { text: row.answer, answeredAt: row.answeredAt.toISOString() }
    : null;
}

/** A published review as anyone reads it: no account, no order, only the name it is shown under. */
export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.body,
    author: row.authorName,
    variant: row.variantLabel,
    // Only buyers review (decision 0064): every review shown was written by one.
    verifiedBuyer: true,
    // Shown reviews are published, so they carry the moment; the update's is a fallback for a row edited by hand.
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    answer: answerOf(row),
  };
}

/** The author's own review, in whatever state, with the reason when staff rejected it. */
export function toOwnReview(row: ReviewRow): OwnReview {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.body,
    variant: row.variantLabel,
    status: row.status,
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
    answer: answerOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
