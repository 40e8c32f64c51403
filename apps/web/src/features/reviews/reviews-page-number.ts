/**
 * The product page's page of reviews is in its URL (`?reviews=2`): the server renders it and
 * plain links move between pages, so paging works before (or without) any JavaScript.
 */
export const REVIEWS_PAGE_PARAMETER = 'reviews';

/** The page the URL names; 1 for none, or for anything that is not a whole number from 1. */
export function reviewsPageOf(search: URLSearchParams): number {
  const text = search.get(REVIEWS_PAGE_PARAMETER) ?? '';
  // Six digits at most, as the API takes (reviewsPageQuerySchema).
  if (!/^\d{1,6}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

/** The URL's query with the page of reviews changed, every other parameter (the variant) kept. */
export function reviewsPageSearch(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page > 1) next.set(REVIEWS_PAGE_PARAMETER, String(page));
  else next.delete(REVIEWS_PAGE_PARAMETER);
  const text = next.toString();
  return text ? `?${text}` : '';
}
