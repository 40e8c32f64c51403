import { ADMIN_MESSAGES, ADMIN_TEXTS } from '@shop/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useDownloadSubscribers } from '../../../api/newsletter-subscribers/download-subscribers';
import { useSubscribers } from '../../../api/newsletter-subscribers/get-subscribers';
import { PagedResults } from '../../../components/paged-results';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { cellClass, headCellClass, Table } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/dates';

export default function SubscribersPage() {
  const [page, setPage] = useState(1);
  const subscribers = useSubscribers(page);
  const download = useDownloadSubscribers();
  return (
    <div>
      <PageHeader
        title={ADMIN_TEXTS.subscribers.title}
        actions={
          <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
            <Download aria-hidden className="size-4" /> {ADMIN_TEXTS.common.downloadCsv}
          </Button>
        }
      />
      <PagedResults
        query={subscribers}
        countOf={(data) => data.subscribers.length}
        emptyMessage={ADMIN_MESSAGES.noSubscribers}
        onPage={setPage}
      >
        {(data) => (
          <Table
            caption={ADMIN_TEXTS.subscribers.caption}
            head={
              <tr>
                <th className={headCellClass}>{ADMIN_TEXTS.subscribers.email}</th>
                <th className={headCellClass}>{ADMIN_TEXTS.subscribers.subscribed}</th>
              </tr>
            }
          >
            {data.subscribers.map((subscriber) => (
              <tr key={subscriber.id}>
                <td className={`${cellClass} break-all`}>{subscriber.email}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(subscriber.createdAt)}</td>
              </tr>
            ))}
          </Table>
        )}
      </PagedResults>
    </div>
  );
}
