import { REVIEW_TEXTS } from '@shop/shared';
import { Link, useSearchParams } from 'react-router';
import { reviewsPageSearch } from '../reviews-page-number';

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-blue-700 hover:underline';

interface ReviewsPagingProps {
  page: number;
  pages: number;
  /** The section's id: a link opens the next page at the reviews, not at the top of the product. */
  sectionId: string;
}

/**
 * Plain links to the newer and older pages (`?reviews=2#customer-reviews`): without JavaScript
 * the server renders the page asked; with it, the router does, and the page stays where it is.
 */
export function ReviewsPaging({ page, pages, sectionId }: ReviewsPagingProps) {
  const [search] = useSearchParams();
  if (pages <= 1) return null;
  const to = (target: number) => ({ search: reviewsPageSearch(search, target), hash: `#${sectionId}` });
  return (
    <nav aria-label={REVIEW_TEXTS.sectionTitle} className="flex flex-wrap items-center gap-x-6 gap-y-2">
      {page > 1 && (
        <Link to={to(page - 1)} preventScrollReset className={linkClass} rel="prev">
          {REVIEW_TEXTS.newerReviews}
        </Link>
      )}
      <span className="text-sm text-slate-600">{REVIEW_TEXTS.pageOf(page, pages)}</span>
      {page < pages && (
        <Link to={to(page + 1)} preventScrollReset className={linkClass} rel="next">
          {REVIEW_TEXTS.olderReviews}
        </Link>
      )}
    </nav>
  );
}
