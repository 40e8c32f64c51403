import { ADMIN_TEXTS, type AdminOutboxList, type AdminOutboxMessage, DEMO_MAILBOX_TEXTS } from '@shop/shared';
import { useSearchParams } from 'react-router';
import { useOutbox } from '../../../api/outbox/get-outbox';
import { PagedResults } from '../../../components/paged-results';
import { PageHeader } from '../../../components/ui/page-header';
import { OutboxFilters, type OutboxFilterValues, outboxFiltersOf } from './outbox-filters';
import { OutboxMessageCard } from './outbox-message-card';

/** Whether a message's channel goes anywhere: out of the shop, or into the demo mailbox. */
function channelSends(data: AdminOutboxList, message: AdminOutboxMessage): boolean {
  const sends = { email: data.sending, sms: data.smsSending, whatsapp: data.whatsAppSending };
  return sends[message.channel] || data.demoMailbox.includes(message.channel);
}

function Note({ children }: { children: string }) {
  return (
    <p className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" role="note">
      {children}
    </p>
  );
}

/** Why a channel's messages stay here: no settings, or the demo mailbox takes them (decision 0054). */
function ChannelNotes({ data }: { data: AdminOutboxList }) {
  const texts = ADMIN_TEXTS.outbox;
  // Said only beside WhatsApp messages: most shops start without a WhatsApp account.
  const whatsAppShown = data.messages.some((message) => message.channel === 'whatsapp');
  const whatsAppNote = data.demoMailbox.includes('whatsapp')
    ? DEMO_MAILBOX_TEXTS.outbox.whatsappNote
    : texts.whatsAppNotSending;
  return (
    <>
      {data.sending ? null : (
        <Note>
          {data.demoMailbox.includes('email') ? DEMO_MAILBOX_TEXTS.outbox.emailNote : texts.notSending}
        </Note>
      )}
      {data.smsSending ? null : (
        <Note>
          {data.demoMailbox.includes('sms') ? DEMO_MAILBOX_TEXTS.outbox.smsNote : texts.smsNotSending}
        </Note>
      )}
      {whatsAppShown && !data.whatsAppSending ? <Note>{whatsAppNote}</Note> : null}
    </>
  );
}

/**
 * The shop's e-mails (decision 0011), text messages (decision 0026) and WhatsApp messages
 * (decision 0066): each with its channel, a Marketing tag on what sells, to whom, when, and its
 * state (waiting until quiet hours end, sent, delivered, read, or failed with the reason).
 * The filters and the page live in the address, so a reload or Back keeps them.
 */
export default function OutboxPage() {
  const texts = ADMIN_TEXTS.outbox;
  const [search, setSearch] = useSearchParams();
  const filters = outboxFiltersOf(search);
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const outbox = useOutbox({ ...filters, page });
  const show = (next: OutboxFilterValues & { page: number }) =>
    setSearch({
      ...(next.purpose === 'all' ? {} : { purpose: next.purpose }),
      ...(next.channel ? { channel: next.channel } : {}),
      ...(next.page > 1 ? { page: String(next.page) } : {}),
    });
  const filtered = filters.purpose !== 'all' || filters.channel !== undefined;
  const now = new Date();
  return (
    <div>
      <PageHeader title={texts.title} />
      <p className="mb-1 text-sm text-slate-600">{texts.intro}</p>
      <p className="mb-3 text-sm text-slate-600">{texts.quietHoursNote}</p>
      {outbox.data ? <ChannelNotes data={outbox.data} /> : null}
      <OutboxFilters values={filters} onChange={(next) => show({ ...next, page: 1 })} />
      <PagedResults
        query={outbox}
        countOf={(data) => data.messages.length}
        emptyMessage={filtered ? texts.emptyFiltered : texts.empty}
        onPage={(next) => show({ ...filters, page: next })}
      >
        {(data) => (
          <ul className="space-y-3">
            {data.messages.map((message) => (
              <OutboxMessageCard
                key={message.id}
                message={message}
                sending={channelSends(data, message)}
                now={now}
              />
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}
