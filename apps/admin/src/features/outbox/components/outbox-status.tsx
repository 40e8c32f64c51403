import { ADMIN_TEXTS, type AdminOutboxMessage, DEMO_MAILBOX_TEXTS } from '@shop/shared';
import { formatTime } from '../../../lib/dates';

const STATUS_CLASS: Record<AdminOutboxMessage['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  delivered: 'bg-emerald-200 text-emerald-950',
  read: 'bg-emerald-300 text-emerald-950',
  failed: 'bg-red-100 text-red-900',
};

/**
 * What staff read of a message's state. `sending`: its channel sends out of the shop (or into
 * the demo mailbox); `now`: the page's clock, to tell a message held until later.
 */
export function outboxStateLabel(message: AdminOutboxMessage, sending: boolean, now: Date): string {
  const texts = ADMIN_TEXTS.outbox;
  // Delivered to the demo mailbox on the shop's own computer, not to the customer (decision 0054).
  if (message.inDemoMailbox) return DEMO_MAILBOX_TEXTS.outbox.status;
  if (message.status !== 'pending') return texts.status[message.status];
  // Without its channel's settings a waiting message is not waiting for anything: say it was not sent.
  if (!sending) return texts.notSent;
  if (new Date(message.nextAttemptAt) > now) {
    // Marketing queued or retried at night is held until quiet hours end (decision 0066).
    if (message.marketing) return texts.waitsUntil(formatTime(message.nextAttemptAt));
    if (message.attempts > 0) return texts.nextTryAt(formatTime(message.nextAttemptAt));
  }
  return texts.status.pending;
}

export function OutboxStatus({
  message,
  sending,
  now,
}: {
  message: AdminOutboxMessage;
  sending: boolean;
  now: Date;
}) {
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[message.status]}`}
      data-testid="outbox-status"
    >
      {outboxStateLabel(message, sending, now)}
    </span>
  );
}
