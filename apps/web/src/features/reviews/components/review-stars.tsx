import { REVIEW_RATING_MAX } from '@shop/shared';
import { Star } from 'lucide-react';

const STAR_POSITIONS = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);

/**
 * Five stars, as many filled as the rating (rounded: 4.3 fills four). One picture with a name
 * ("Rated 4.3 out of 5"), so a screen reader says the rating once, not "star" five times.
 */
export function ReviewStars({ rating, label, size = 16 }: { rating: number; label: string; size?: number }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {STAR_POSITIONS.map((position) => (
        <Star
          key={position}
          aria-hidden="true"
          size={size}
          className={position <= filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-300'}
        />
      ))}
    </span>
  );
}
