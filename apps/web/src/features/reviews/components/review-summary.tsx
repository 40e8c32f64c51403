import { PRODUCT_LABELS, REVIEW_TEXTS, type ReviewSummary as Summary } from '@shop/shared';
import { ReviewStars } from './review-stars';

/**
 * The product's published reviews in figures: the average with its stars, the count, and how
 * many buyers gave each number of stars, as bars. Each bar's row is read as one sentence
 * ("5 stars: 12"); the bar itself is drawing only.
 */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const average = summary.rating === null ? null : summary.rating.toFixed(1);
  // Each bar is its share of all the reviews.
  const total = Math.max(1, summary.reviews);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-10" data-testid="review-summary">
      {average !== null && (
        <div className="flex flex-col gap-1">
          <p className="text-3xl font-bold" data-testid="review-average">
            {REVIEW_TEXTS.averageOutOfFive(average)}
          </p>
          <ReviewStars
            rating={Number(average)}
            label={REVIEW_TEXTS.ratedOutOfFive(Number(average))}
            size={20}
          />
          <p className="text-sm text-slate-600" data-testid="review-count">
            {PRODUCT_LABELS.reviews(summary.reviews)}
          </p>
        </div>
      )}
      <div className="flex-1 sm:max-w-sm">
        <ul className="flex flex-col gap-1" aria-label={REVIEW_TEXTS.spreadTitle} data-testid="review-spread">
          {summary.spread.map(({ stars, count }) => (
            <li key={stars} className="flex items-center gap-2 text-sm">
              <span className="sr-only">{REVIEW_TEXTS.spreadRow(stars, count)}</span>
              <span aria-hidden="true" className="w-14 shrink-0 text-slate-700">
                {REVIEW_TEXTS.starsLabel(stars)}
              </span>
              {/* A native bar: no style attribute, which the shop's CSP (style-src 'self') would block. */}
              <progress
                aria-hidden="true"
                value={count}
                max={total}
                className="h-2.5 flex-1 appearance-none overflow-hidden rounded-full bg-slate-100 [&::-moz-progress-bar]:bg-amber-400 [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:bg-amber-400"
              />
              <span aria-hidden="true" className="w-8 shrink-0 text-right tabular-nums text-slate-700">
                {count}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
