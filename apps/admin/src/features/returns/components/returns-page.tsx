import { ADMIN_TEXTS, RETURN_ADMIN_TEXTS, RETURN_QUEUES, type ReturnQueue } from '@shop/shared';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useReturns } from '../../../api/returns/get-returns';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, LoadError, Loading } from '../../../components/ui/query-state';
import { failureMessage } from '../../../lib/failure-message';
import { paths } from '../../../lib/paths';
import { ReturnListTable } from './return-list-table';
import { ReturnQueueTabs } from './return-queue-tabs';

const PANEL_ID = 'return-queue-panel';

const isQueue = (value: string | null): value is ReturnQueue => value !== null && value in RETURN_QUEUES;

/**
 * The Returns page (decision 0063): the staff queue in four tabs, New to Done, each with its
 * count. The tab and page live in the address, so Back from a request returns to the same rows.
 */
export default function ReturnsPage() {
  const [search, setSearch] = useSearchParams();
  const queueParam = search.get('queue');
  const queue: ReturnQueue = isQueue(queueParam) ? queueParam : 'new';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const requests = useReturns({ queue, page });
  const show = (next: { queue: ReturnQueue; page: number }) =>
    setSearch({ queue: next.queue, page: String(next.page) });

  let panel: ReactNode;
  if (requests.isPending) panel = <Loading />;
  else if (requests.isError) panel = <LoadError message={failureMessage(requests.error)} />;
  else if (requests.data.requests.length === 0) panel = <Empty message={RETURN_ADMIN_TEXTS.empty} />;
  else {
    const { totalPages, counts } = requests.data;
    panel = (
      <>
        <ReturnListTable requests={requests.data.requests} />
        <nav
          aria-label={ADMIN_TEXTS.pager.label}
          className="mt-3 flex items-center justify-between gap-2 text-sm"
        >
          <span className="text-slate-600">
            {ADMIN_TEXTS.pager.pageOf(requests.data.page, Math.max(1, totalPages), counts[queue] ?? 0)}
          </span>
          <span className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={page <= 1}
              onClick={() => show({ queue, page: page - 1 })}
            >
              {ADMIN_TEXTS.pager.previous}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= totalPages}
              onClick={() => show({ queue, page: page + 1 })}
            >
              {ADMIN_TEXTS.pager.next}
            </Button>
          </span>
        </nav>
      </>
    );
  }

  return (
    <div>
      <PageHeader
        title={RETURN_ADMIN_TEXTS.page}
        actions={
          <Link to={paths.returnSettings} className="text-sm underline">
            {RETURN_ADMIN_TEXTS.settingsTitle}
          </Link>
        }
      />
      <ReturnQueueTabs
        queue={queue}
        counts={requests.data?.counts}
        panelId={PANEL_ID}
        onChoose={(next) => show({ queue: next, page: 1 })}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`return-queue-${queue}`}>
        {panel}
      </div>
    </div>
  );
}
