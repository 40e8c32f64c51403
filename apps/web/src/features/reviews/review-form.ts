import { type OwnReview, REVIEW_MESSAGES, type WriteReviewBody } from '@shop/shared';

/** What the form holds: no rating until the shopper picks one (the stars start empty, not at 5). */
export interface ReviewFormState {
  rating: number | null;
  title: string;
  text: string;
}

/** An empty form, or the shopper's own review to edit. */
export const reviewFormFrom = (review: OwnReview | null): ReviewFormState =>
  review
    ? { rating: review.rating, title: review.title, text: review.text }
    : { rating: null, title: '', text: '' };

/**
 * The body of POST or PUT (writeReviewBodySchema), with the review link's token when the form
 * was opened from one; or the form's own refusal. Only the rating is checked here: the field
 * sizes hold the lengths, and the server says the rest (the schemas stay out of the bundle).
 */
export function reviewBody(
  form: ReviewFormState,
  linkToken: string | null,
): { body: WriteReviewBody } | { problem: string } {
  if (form.rating === null) return { problem: REVIEW_MESSAGES.ratingRequired };
  return {
    body: {
      rating: form.rating,
      title: form.title.trim(),
      text: form.text.trim(),
      ...(linkToken ? { token: linkToken } : {}),
    },
  };
}
