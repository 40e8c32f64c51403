import {
  ORDER_MESSAGES,
  type OwnReview,
  REVIEW_TEXT_MAX,
  REVIEW_TEXTS,
  REVIEW_TITLE_MAX,
  type ReviewEligibility,
} from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { type FormEvent, useId, useState } from 'react';
import { useWriteReview } from '../../../api/reviews/write-review';
import { isSessionExpired } from '../../../api/session-expiry';
import { TextAreaField, TextField } from '../../../components/text-field';
import { type ReviewFormState, reviewBody, reviewFormFrom } from '../review-form';
import { RatingChoice } from './rating-choice';

/** The server's refusal as it sent it (400, 403, 409, 410, 429); a plain failure when no answer came; nothing for a 401. */
function sendFailure(error: unknown): string | null {
  if (!error || isSessionExpired(error)) return null;
  return error instanceof ApiError ? error.message : ORDER_MESSAGES.genericError;
}

interface WriteReviewFormProps {
  eligibility: ReviewEligibility;
  /** The review link's token, sent with the review when the form was opened from one. */
  linkToken: string | null;
  onSent: (review: OwnReview, edited: boolean) => void;
}

/** The stars (required), a title and a text with its count of characters; a first review is POSTed, an edit PUT. */
export function WriteReviewForm({ eligibility, linkToken, onSent }: WriteReviewFormProps) {
  const id = useId();
  const editing = eligibility.review !== null;
  const write = useWriteReview(eligibility.product.id, editing);
  const [form, setForm] = useState<ReviewFormState>(() => reviewFormFrom(eligibility.review));
  const [problem, setProblem] = useState<string | null>(null);
  const failure = problem ?? sendFailure(write.error);
  const update = (changes: Partial<ReviewFormState>) => setForm((current) => ({ ...current, ...changes }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (write.isPending) return;
    const checked = reviewBody(form, linkToken);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    write.reset();
    write.mutate(checked.body, { onSuccess: (review) => onSent(review, editing) });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-describedby={failure ? `${id}-failure` : undefined}
      className="flex flex-col gap-5"
      data-testid="review-form"
    >
      {eligibility.variant && (
        <p className="text-slate-700">{REVIEW_TEXTS.variantBought(eligibility.variant)}</p>
      )}
      <RatingChoice
        name={`${id}-rating`}
        value={form.rating}
        onChange={(rating) => {
          setProblem(null);
          update({ rating });
        }}
        describedBy={problem ? `${id}-failure` : undefined}
      />
      <TextField
        id={`${id}-title`}
        label={REVIEW_TEXTS.titleLabel}
        value={form.title}
        maxLength={REVIEW_TITLE_MAX}
        onChange={(event) => update({ title: event.target.value })}
      />
      <div className="flex flex-col gap-1">
        <TextAreaField
          id={`${id}-text`}
          label={REVIEW_TEXTS.textLabel}
          value={form.text}
          maxLength={REVIEW_TEXT_MAX}
          rows={6}
          aria-describedby={`${id}-count`}
          onChange={(event) => update({ text: event.target.value })}
        />
        <p id={`${id}-count`} className="self-end text-sm text-slate-600" data-testid="review-text-count">
          {REVIEW_TEXTS.charactersUsed(form.text.length, REVIEW_TEXT_MAX)}
        </p>
      </div>
      {failure && (
        <p
          id={`${id}-failure`}
          role="alert"
          data-testid="review-failure"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900"
        >
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={write.isPending}
        className="min-h-11 w-full rounded-md bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700 disabled:opacity-60 sm:w-auto sm:self-start"
      >
        {write.isPending ? REVIEW_TEXTS.submitting : REVIEW_TEXTS.submit}
      </button>
    </form>
  );
}
