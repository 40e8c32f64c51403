import { RETURN_ADMIN_TEXTS, RETURN_QUEUES, type ReturnQueue } from '@shop/shared';
import { CountedTabs } from '../../../components/ui/counted-tabs';

const QUEUES = Object.keys(RETURN_QUEUES) as ReturnQueue[];

interface ReturnQueueTabsProps {
  queue: ReturnQueue;
  /** Each queue's count, from the list's answer; none while it loads. */
  counts: Partial<Record<ReturnQueue, number>> | undefined;
  panelId: string;
  onChoose: (queue: ReturnQueue) => void;
}

/** The staff queue's tabs, each with how many requests wait in it, New in red while any wait. */
export function ReturnQueueTabs({ queue, counts, panelId, onChoose }: ReturnQueueTabsProps) {
  return (
    <CountedTabs
      tabs={QUEUES}
      labels={RETURN_ADMIN_TEXTS.queues}
      chosen={queue}
      counts={counts}
      waiting="new"
      name={RETURN_ADMIN_TEXTS.page}
      idPrefix="return-queue"
      countTestIdPrefix="queue-count"
      panelId={panelId}
      onChoose={onChoose}
    />
  );
}
