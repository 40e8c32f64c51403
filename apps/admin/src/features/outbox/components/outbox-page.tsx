import { ADMIN_TEXTS, type AdminOutboxMessage, DEMO_MAILBOX_TEXTS } from '@shop/shared';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useOutbox } from '../../../api/outbox/get-outbox';
import { PagedResults } from '../../../components/paged-results';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/dates';

const STATUS_CLASS: Record<AdminOutboxMessage['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  delivered: 'bg-emerald-200 text-emerald-950',
  failed: 'bg-red-100 text-red-900',
};

function OutboxStatus({ message, sending }: { message: AdminOutboxMessage; sending: boolean }) {
  const texts = ADMIN_TEXTS.outbox;
  // Without its channel's settings a waiting message is not waiting for anything: say it was not sent.
  let label: string = texts.status[message.status];
  if (message.status === 'pending' && !sending) label = texts.notSent;
  // Delivered to the demo mailbox on the shop's own computer, not to the customer (decision 0054).
  if (message.inDemoMailbox) label = DEMO_MAILBOX_TEXTS.outbox.status;
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[message.status]}`}
      data-testid="outbox-status"
    >
      {label}
    </span>
  );
}

/** How the message went, and when: sent, delivered (SMS reports), attempts, cost. */
function OutboxFacts({ message }: { message: AdminOutboxMessage }) {
  const texts = ADMIN_TEXTS.outbox;
  const facts = [texts.to(message.to), formatDateTime(message.createdAt)];
  if (message.sentAt) facts.push(texts.sentAt(formatDateTime(message.sentAt)));
  if (message.deliveredAt) facts.push(texts.deliveredAt(formatDateTime(message.deliveredAt)));
  if (message.attempts > 0) facts.push(texts.attempts(message.attempts));
  if (message.cost) facts.push(texts.cost(message.cost));
  return <p className="text-sm text-slate-600">{facts.join(' · ')}</p>;
}

/**
 * The shop's e-mails (decision 0011) and text messages (decision 0026): to, subject or text, when,
 * status (an SMS Sent, Delivered, or Failed with the provider's reason), and the message.
 */
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
          {outbox.data.demoMailbox.includes('email') ? DEMO_MAILBOX_TEXTS.outbox.emailNote : texts.notSending}
        </p>
      ) : null}
      {outbox.data && !outbox.data.smsSending ? (
        <p className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" role="note">
          {outbox.data.demoMailbox.includes('sms') ? DEMO_MAILBOX_TEXTS.outbox.smsNote : texts.smsNotSending}
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
            {data.messages.map((message) => {
              const sms = message.channel === 'sms';
              return (
                <li
                  key={message.id}
                  className="rounded-lg border border-slate-200 bg-white p-4"
                  data-testid="outbox-message"
                  data-channel={message.channel}
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="flex min-w-0 items-center gap-2 font-medium">
                      {sms ? (
                        <span className="inline-flex shrink-0 items-center gap-1 rounded bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
                          <MessageSquareText aria-hidden="true" size={14} />
                          {texts.channel.sms}
                        </span>
                      ) : null}
                      <span className={sms ? 'truncate' : undefined}>
                        {sms ? message.text : message.subject}
                      </span>
                    </p>
                    <OutboxStatus
                      message={message}
                      sending={
                        (sms ? data.smsSending : data.sending) || data.demoMailbox.includes(message.channel)
                      }
                    />
                  </div>
                  <OutboxFacts message={message} />
                  {message.lastError && message.status !== 'sent' && message.status !== 'delivered' ? (
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
              );
            })}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}
