import { REVIEW_ADMIN_TEXTS, REVIEW_STATUSES, type ReviewStatus } from '@shop/shared';

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
    <div
      role="tablist"
      aria-label={REVIEW_ADMIN_TEXTS.page}
      className="mb-3 flex flex-wrap gap-1 border-b border-slate-200"
    >
      {REVIEW_STATUSES.map((each) => {
        const chosen = each === status;
        return (
          <button
            key={each}
            type="button"
            role="tab"
            id={`review-status-${each}`}
            aria-selected={chosen}
            aria-controls={panelId}
            onClick={() => onChoose(each)}
            className={`-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-sm ${chosen ? 'border-slate-900 font-semibold text-slate-900' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {REVIEW_ADMIN_TEXTS.statuses[each]}
            {counts ? (
              <span
                data-testid={`review-count-${each}`}
                className={`rounded-full px-2 text-xs ${each === 'pending' && counts[each] > 0 ? 'bg-red-600 text-white' : 'bg-slate-100 text-slate-700'}`}
              >
                {counts[each]}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
