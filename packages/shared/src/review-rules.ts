/**
 * The rules of reviews by buyers (decision 0064), as numbers: the sizes the form, the schemas
 * and the database keep, how reviews are paged, and when a buyer is asked for one.
 */

/** pending: written (or edited), not shown; published: shown and counted; rejected: not shown, the author reads why. */
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TITLE_MAX = 80;
export const REVIEW_TEXT_MAX = 2000;
/** The shop's answer and a rejection's reason. */
export const REVIEW_ANSWER_MAX = 2000;
export const REVIEW_REJECTION_MAX = 300;

/** Reviews per page on the product page and in `GET /api/product/:id/reviews`. */
export const REVIEWS_PAGE_SIZE = 10;
/** Reviews in staff's queue per page. */
export const ADMIN_REVIEWS_PAGE_SIZE = 20;

/** Reviews (written or edited) one account may send an hour. */
export const REVIEWS_PER_HOUR = 5;

/** A buyer is asked for a review this many days after the order was delivered, once. */
export const REVIEW_ASK_AFTER_DAYS = 3;
/** Orders delivered longer ago than this are not asked (a shop that starts asking today does not write to last year's buyers). */
export const REVIEW_ASK_WITHIN_DAYS = 14;
/** The review link in that message opens the form for this many days, once. */
export const REVIEW_LINK_DAYS = 30;

/** The average as shown, one decimal ("4.2"), from the stored tenths; null without reviews. */
export const ratingFromTenths = (tenths: number | null): number | null =>
  tenths === null ? null : tenths / 10;

/** The name a review is shown under: the first name and the last name's initial ("Abena A."). */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!first) return initial ? `${initial}.` : 'A buyer';
  return initial ? `${first} ${initial}.` : first;
}
