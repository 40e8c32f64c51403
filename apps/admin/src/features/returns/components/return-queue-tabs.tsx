import { RETURN_ADMIN_TEXTS, RETURN_QUEUES, type ReturnQueue } from '@shop/shared';

const QUEUES = Object.keys(RETURN_QUEUES) as ReturnQueue[];

interface ReturnQueueTabsProps {
  queue: ReturnQueue;
  /** Each queue's count, from the list's answer; none while it loads. */
  counts: Partial<Record<ReturnQueue, number>> | undefined;
  panelId: string;
  onChoose: (queue: ReturnQueue) => void;
}

/** The staff queue's tabs, each with how many requests wait in it. */
export function ReturnQueueTabs({ queue, counts, panelId, onChoose }: ReturnQueueTabsProps) {
  return (
    <div
      role="tablist"
      aria-label={RETURN_ADMIN_TEXTS.page}
      className="mb-3 flex flex-wrap gap-1 border-b border-slate-200"
    >
      {QUEUES.map((each) => {
        const chosen = each === queue;
        return (
          <button
            key={each}
            type="button"
            role="tab"
            id={`return-queue-${each}`}
            aria-selected={chosen}
            aria-controls={panelId}
            onClick={() => onChoose(each)}
            className={`-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-sm ${chosen ? 'border-slate-900 font-semibold text-slate-900' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {RETURN_ADMIN_TEXTS.queues[each]}
            {counts ? (
              <span
                data-testid={`queue-count-${each}`}
                className={`rounded-full px-2 text-xs ${each === 'new' && (counts[each] ?? 0) > 0 ? 'bg-red-600 text-white' : 'bg-slate-100 text-slate-700'}`}
              >
                {counts[each] ?? 0}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
