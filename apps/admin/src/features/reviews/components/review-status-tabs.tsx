import { REVIEW_ADMIN_TEXTS, REVIEW_STATUSES, type ReviewStatus } from '@shop/shared';
import { CountedTabs } from '../../../components/ui/counted-tabs';

interface ReviewStatusTabsProps {
  status: ReviewStatus;
  /** Each status's count, from the list's answer; none while it loads. */
  counts: Record<ReviewStatus, number> | undefined;
  panelId: string;
  onChoose: (status: ReviewStatus) => void;
}

/** The queue's tabs, Pending first (REVIEW_STATUSES' order), each with how many reviews it holds. */
export function ReviewStatusTabs({ status, counts, panelId, onChoose }: ReviewStatusTabsProps) {
  return (
    <CountedTabs
      tabs={REVIEW_STATUSES}
      labels={REVIEW_ADMIN_TEXTS.statuses}
      chosen={status}
      counts={counts}
      waiting="pending"
      name={REVIEW_ADMIN_TEXTS.page}
      idPrefix="review-status"
      countTestIdPrefix="review-count"
      panelId={panelId}
      onChoose={onChoose}
    />
  );
}
