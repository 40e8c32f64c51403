import { ADMIN_TEXTS, type AdminOutboxMessage } from '@shop/shared';
import { useState } from 'react';
import { useOutbox } from '../../../api/outbox/get-outbox';
import { PagedResults } from '../../../components/paged-results';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/dates';

const STATUS_CLASS: Record<AdminOutboxMessage['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
};

function OutboxStatus({ message, sending }: { message: AdminOutboxMessage; sending: boolean }) {
  const texts = ADMIN_TEXTS.outbox;
  // Without a mail server a waiting message is not waiting for anything: say it was not sent.
  const label = message.status === 'pending' && !sending ? texts.notSent : texts.status[message.status];
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[message.status]}`}
      data-testid="outbox-status"
    >
      {label}
    </span>
  );
}

/** The shop's e-mails (issue 15): to, subject, when, status, and the message as it reads. */
export default function OutboxPage() {
  const texts = ADMIN_TEXTS.outbox;
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);
  return (
    <div>
      <PageHeader title={texts.title} />
      <p className="mb-3 text-sm text-slate-600">{texts.intro}</p>
      {outbox.data && !outbox.data.sending ? (
        <p className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" role="note">
          {texts.notSending}
        </p>
      ) : null}
      <PagedResults
        query={outbox}
        countOf={(data) => data.messages.length}
        emptyMessage={texts.empty}
        onPage={setPage}
      >
        {(data) => (
          <ul className="space-y-3">
            {data.messages.map((message) => (
              <li
                key={message.id}
                className="rounded-lg border border-slate-200 bg-white p-4"
                data-testid="outbox-message"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium">{message.subject}</p>
                  <OutboxStatus message={message} sending={data.sending} />
                </div>
                <p className="text-sm text-slate-600">
                  {texts.to(message.to)} · {formatDateTime(message.createdAt)}
                  {message.sentAt ? ` · ${texts.sentAt(formatDateTime(message.sentAt))}` : ''}
                  {message.attempts > 0 ? ` · ${texts.attempts(message.attempts)}` : ''}
                </p>
                {message.lastError && message.status !== 'sent' ? (
                  <p className="mt-1 text-sm text-red-800">{texts.lastError(message.lastError)}</p>
                ) : null}
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-semibold text-blue-700">
                    {texts.show}
                  </summary>
                  <pre className="mt-2 whitespace-pre-wrap rounded bg-slate-50 p-3 font-sans text-sm">
                    {message.text}
                  </pre>
                </details>
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}
