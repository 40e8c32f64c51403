import { REVIEW_ADMIN_TEXTS } from '@shop/shared';
import { usePendingReviewsCount } from '../../../api/reviews/get-reviews';
import { MenuCountBadge } from '../../../components/ui/menu-count-badge';

/**
 * The menu's alert beside Reviews: how many reviews wait to be published or rejected, asked
 * again each minute and after every action on the Reviews page.
 */
export function PendingReviewsAlert() {
  const count = usePendingReviewsCount().data;
  return (
    <MenuCountBadge
      count={count}
      label={REVIEW_ADMIN_TEXTS.pendingAlert(count ?? 0)}
      testId="pending-reviews-alert"
    />
  );
}
