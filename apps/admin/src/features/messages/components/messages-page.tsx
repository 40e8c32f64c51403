import { ADMIN_MESSAGES, ADMIN_TEXTS } from '@shop/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useDownloadContactMessages } from '../../../api/contact-messages/download-contact-messages';
import { useContactMessages } from '../../../api/contact-messages/get-contact-messages';
import { PagedResults } from '../../../components/paged-results';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/dates';

export default function MessagesPage() {
  const [page, setPage] = useState(1);
  const messages = useContactMessages(page);
  const download = useDownloadContactMessages();
  return (
    <div>
      <PageHeader
        title={ADMIN_TEXTS.messages.title}
        actions={
          <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
            <Download aria-hidden className="size-4" /> {ADMIN_TEXTS.common.downloadCsv}
          </Button>
        }
      />
      <PagedResults
        query={messages}
        countOf={(data) => data.messages.length}
        emptyMessage={ADMIN_MESSAGES.noMessages}
        onPage={setPage}
      >
        {(data) => (
          <ul className="space-y-3">
            {data.messages.map((message) => (
              <li key={message.id} className="rounded-lg border border-slate-200 bg-white p-4">
                <p className="text-sm font-medium">
                  {message.name}
                  {message.email ? (
                    <span className="font-normal text-slate-500"> · {message.email}</span>
                  ) : null}
                </p>
                <p className="text-xs text-slate-500">{formatDateTime(message.createdAt)}</p>
                <p className="mt-2 whitespace-pre-wrap text-sm">{message.message}</p>
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}
