import { ADMIN_TEXTS, type AdminOutboxMessage, type OutboxMessageChannel } from '@shop/shared';
import { Mail, MessageCircle, MessageSquareText } from 'lucide-react';
import { formatDateTime } from '../../../lib/dates';
import { OutboxStatus } from './outbox-status';

const CHANNEL_ICON = { email: Mail, sms: MessageSquareText, whatsapp: MessageCircle } as const;
const CHANNEL_CLASS: Record<OutboxMessageChannel, string> = {
  email: 'bg-slate-100 text-slate-800',
  sms: 'bg-sky-100 text-sky-900',
  whatsapp: 'bg-green-100 text-green-900',
};

function ChannelBadge({ channel }: { channel: OutboxMessageChannel }) {
  const Icon = CHANNEL_ICON[channel];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded px-2 py-0.5 text-xs font-semibold ${CHANNEL_CLASS[channel]}`}
      data-testid="outbox-channel"
    >
      <Icon aria-hidden="true" size={14} />
      {ADMIN_TEXTS.outbox.channel[channel]}
    </span>
  );
}

/** How the message went, and when: sent, delivered (SMS and WhatsApp reports), attempts, cost. */
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
 * One message: its channel, a Marketing tag on what sells (decision 0066), the subject (an
 * e-mail) or the words (SMS, WhatsApp), its state, the facts, the failure's reason, the message.
 */
export function OutboxMessageCard({
  message,
  sending,
  now,
}: {
  message: AdminOutboxMessage;
  sending: boolean;
  now: Date;
}) {
  const texts = ADMIN_TEXTS.outbox;
  const email = message.channel === 'email';
  // A failure's reason, on a message given up on or to be tried again.
  const failing = message.status === 'failed' || message.status === 'pending';
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4"
      data-testid="outbox-message"
      data-channel={message.channel}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2 font-medium">
          <ChannelBadge channel={message.channel} />
          {message.marketing ? (
            <span
              className="shrink-0 rounded bg-fuchsia-100 px-2 py-0.5 text-xs font-semibold text-fuchsia-900"
              data-testid="outbox-marketing"
            >
              {texts.marketing}
            </span>
          ) : null}
          <span className={email ? undefined : 'truncate'}>{email ? message.subject : message.text}</span>
        </p>
        <OutboxStatus message={message} sending={sending} now={now} />
      </div>
      <OutboxFacts message={message} />
      {message.lastError && failing ? (
        <p className="mt-1 text-sm text-red-800">{texts.lastError(message.lastError)}</p>
      ) : null}
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-blue-700">{texts.show}</summary>
        <pre className="mt-2 whitespace-pre-wrap rounded bg-slate-50 p-3 font-sans text-sm">
          {message.text}
        </pre>
      </details>
    </li>
  );
}
