import { type OwnReview, REVIEW_TEXTS, type ReviewStatus } from '@shop/shared';
import { ReviewStars } from './review-stars';

const STATUS_TEXTS: Record<ReviewStatus, string> = {
  pending: REVIEW_TEXTS.statusPending,
  published: REVIEW_TEXTS.statusPublished,
  rejected: REVIEW_TEXTS.statusRejected,
};

const STATUS_CLASSES: Record<ReviewStatus, string> = {
  pending: 'bg-amber-100 text-amber-950',
  published: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};

/** The shopper's own review as the shop holds it: its state, why it was not published, the shop's answer. */
export function OwnReviewState({ review }: { review: OwnReview }) {
  return (
    <section
      aria-labelledby="own-review-heading"
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-4"
      data-testid="own-review"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="own-review-heading" className="font-semibold">
          {REVIEW_TEXTS.yourReview}
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_CLASSES[review.status]}`}
          data-testid="own-review-status"
        >
          {STATUS_TEXTS[review.status]}
        </span>
      </div>
      {review.status === 'rejected' && review.rejectionReason && (
        <p className="whitespace-pre-line text-red-900" data-testid="own-review-rejection">
          {REVIEW_TEXTS.rejectedBecause(review.rejectionReason)}
        </p>
      )}
      <ReviewStars rating={review.rating} label={REVIEW_TEXTS.ratedOutOfFive(review.rating)} />
      {review.title && <p className="font-semibold">{review.title}</p>}
      {review.text && <p className="whitespace-pre-line break-words text-slate-800">{review.text}</p>}
      {review.answer && (
        <div className="rounded-md border-l-4 border-slate-300 bg-slate-50 p-3">
          <p className="text-sm font-semibold">{REVIEW_TEXTS.shopAnswer}</p>
          <p className="whitespace-pre-line break-words">{review.answer.text}</p>
        </div>
      )}
    </section>
  );
}
