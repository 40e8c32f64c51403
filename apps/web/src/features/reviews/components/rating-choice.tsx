import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_TEXTS } from '@shop/shared';
import { Star } from 'lucide-react';

const RATINGS = Array.from(
  { length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 },
  (_, index) => REVIEW_RATING_MIN + index,
);

/** The whole option is the target, at least 44 px, the chosen one outlined (as the returns form's choices). */
const optionClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 has-[:checked]:border-slate-900 has-[:checked]:bg-amber-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-slate-900';

interface RatingChoiceProps {
  name: string;
  value: number | null;
  onChange: (rating: number) => void;
  /** The id of the refusal that names this field, while it shows. */
  describedBy?: string;
}

/** "Your rating": five native radios, "1 star" to "5 stars", each with its words beside it. */
export function RatingChoice({ name, value, onChange, describedBy }: RatingChoiceProps) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy}>
      <legend className="mb-1 font-medium">{REVIEW_TEXTS.ratingLabel}</legend>
      <div className="flex flex-wrap gap-2">
        {RATINGS.map((rating) => (
          <label key={rating} className={optionClass}>
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="size-5 shrink-0 accent-slate-900"
            />
            <Star aria-hidden="true" size={16} className="fill-amber-400 text-amber-400" />
            <span className="font-medium">{REVIEW_TEXTS.starsLabel(rating)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
