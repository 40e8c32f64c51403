import { ADMIN_MESSAGES } from '@shop/shared';
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
        title="Newsletter subscribers"
        actions={
          <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
            <Download aria-hidden className="size-4" /> Download CSV
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
            caption="Newsletter subscribers"
            head={
              <tr>
                <th className={headCellClass}>Email</th>
                <th className={headCellClass}>Subscribed</th>
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
