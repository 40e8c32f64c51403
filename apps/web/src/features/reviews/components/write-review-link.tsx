import { REVIEW_TEXTS } from '@shop/shared';
import { reviewPagePath } from '@shop/shared/storefront-paths';
import { PencilLine } from 'lucide-react';
import { Link } from 'react-router';
import { useReviewEligibility } from '../../../api/reviews/get-review-eligibility';
import { useAuthToken } from '../../../lib/use-auth-token';

/**
 * "Write a review", or "Edit your review" for a signed-in shopper who wrote one. The server
 * renders the first (it renders for everyone); the browser asks the account's review only
 * after hydrating (the token reads as none until then), so both renders agree.
 */
export function WriteReviewLink({ productId }: { productId: number }) {
  const token = useAuthToken();
  const mine = useReviewEligibility({ productId, linkToken: null, enabled: Boolean(token) });
  const editing = Boolean(token && mine.data?.review);
  return (
    <Link
      to={reviewPagePath(productId)}
      data-testid="write-review-link"
      className="inline-flex min-h-11 items-center gap-2 self-start rounded-md border border-slate-300 px-4 font-semibold text-slate-900 hover:bg-slate-50"
    >
      <PencilLine aria-hidden="true" size={18} />
      {editing ? REVIEW_TEXTS.editReview : REVIEW_TEXTS.writeReview}
    </Link>
  );
}
