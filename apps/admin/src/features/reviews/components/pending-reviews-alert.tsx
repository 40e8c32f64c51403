import { REVIEW_ADMIN_TEXTS } from '@shop/shared';
import { usePendingReviewsCount } from '../../../api/reviews/get-reviews';

/**
 * The menu's alert beside Reviews: how many reviews wait to be published or rejected, asked
 * again each minute and after every action on the Reviews page. Nothing shows when none wait.
 */
export function PendingReviewsAlert() {
  const count = usePendingReviewsCount();
  if (!count.data) return null;
  return (
    <span
      data-testid="pending-reviews-alert"
      title={REVIEW_ADMIN_TEXTS.pendingAlert(count.data)}
      className="ml-auto rounded-full bg-red-600 px-2 text-xs font-semibold text-white"
    >
      <span aria-hidden>{count.data}</span>
      <span className="sr-only">{REVIEW_ADMIN_TEXTS.pendingAlert(count.data)}</span>
    </span>
  );
}
