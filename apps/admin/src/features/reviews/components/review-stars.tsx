import { REVIEW_ADMIN_TEXTS, REVIEW_RATING_MAX } from '@shop/shared';

/** The review's stars, filled up to its rating; a screen reader hears "4 of 5 stars". */
export function ReviewStars({ rating }: { rating: number }) {
  const stars = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => (index < rating ? '★' : '☆')).join(
    '',
  );
  return (
    <span className="text-amber-500" data-testid="review-stars">
      <span aria-hidden>{stars}</span>
      <span className="sr-only">{REVIEW_ADMIN_TEXTS.starsLabel(rating)}</span>
    </span>
  );
}
