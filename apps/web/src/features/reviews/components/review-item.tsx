import { REVIEW_TEXTS, type Review } from '@shop/shared';
import { BadgeCheck } from 'lucide-react';
import { reviewDay } from '../review-day';
import { ReviewStars } from './review-stars';

/**
 * One published review: stars, title, text (its line breaks kept by CSS: every word a buyer or
 * the shop wrote is rendered as text, never as markup), who wrote it, that they bought it,
 * when, the variant bought, and the shop's answer.
 */
export function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="flex flex-col gap-2 border-t border-slate-200 py-4" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <ReviewStars rating={review.rating} label={REVIEW_TEXTS.ratedOutOfFive(review.rating)} />
        {review.title && <h3 className="font-semibold">{review.title}</h3>}
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span className="font-medium text-slate-800">{review.author}</span>
        {review.verifiedBuyer && (
          <span className="inline-flex items-center gap-1 text-green-800">
            <BadgeCheck aria-hidden="true" size={16} />
            {REVIEW_TEXTS.verifiedBuyer}
          </span>
        )}
        <span>
          <span className="sr-only">{REVIEW_TEXTS.reviewedOn} </span>
          <time dateTime={review.publishedAt}>{reviewDay(review.publishedAt)}</time>
        </span>
      </p>
      {review.variant && (
        <p className="text-sm text-slate-600">{REVIEW_TEXTS.variantBought(review.variant)}</p>
      )}
      {review.text && <p className="whitespace-pre-line break-words text-slate-800">{review.text}</p>}
      {review.answer && (
        <div
          className="ml-4 rounded-md border-l-4 border-slate-300 bg-slate-50 p-3"
          data-testid="review-answer"
        >
          <p className="text-sm font-semibold">{REVIEW_TEXTS.shopAnswer}</p>
          <p className="whitespace-pre-line break-words text-slate-800">{review.answer.text}</p>
        </div>
      )}
    </li>
  );
}
