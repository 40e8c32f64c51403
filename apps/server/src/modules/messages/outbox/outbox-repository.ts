import { and, count, desc, eq, getTableColumns, inArray, ne, not, type SQL, sql } from 'drizzle-orm';
import type { QuietHours } from '../../../config-whatsapp';
import type { Executor } from '../../../db/client';
import { pagingOf } from '../../../db/query-helpers';
import {
  OUTBOX_CHANNELS,
  type OutboxChannel,
  outbox,
  type WhatsAppTemplatePayload,
} from '../../../db/schema';
import type { MailMessage } from '../email/templates/layout';
import { BACK_IN_STOCK_KIND, claimableAt, DEFAULT_QUIET_HOURS, MARKETING_KIND_PREFIX } from './quiet-hours';

export type OutboxRow = typeof outbox.$inferSelect;
/** A row as staff may read it: everything but its secret. */
export type OutboxView = Omit<OutboxRow, 'secret'>;

const { secret: _secret, ...viewColumns } = getTableColumns(outbox);

const mailRowOf = (message: MailMessage) => ({
  kind: message.kind,
  recipient: message.to,
  subject: message.subject,
  html: message.html,
  text: message.text,
  secret: message.secret ?? null,
  ...(message.notBefore ? { nextAttemptAt: message.notBefore } : {}),
});

/** Writes messages in the caller's transaction: they exist exactly when the event does. */
export async function insertMessages(db: Executor, messages: MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(outbox).values(messages.map(mailRowOf));
}

/**
 * Writes an event's e-mails, SMS and WhatsApp messages in one statement, in the caller's
 * transaction: a payment's confirmation, staff alert and texts were three round trips.
 */
export async function insertOutboxMessages(
  db: Executor,
  messages: { mail: MailMessage[]; sms: SmsMessage[]; whatsApp: WhatsAppMessage[] },
): Promise<void> {
  const rows = [
    ...messages.mail.map(mailRowOf),
    ...messages.sms.map(smsRowOf),
    ...messages.whatsApp.map(whatsAppRowOf),
  ];
  if (rows.length > 0) await db.insert(outbox).values(rows);
}

/** An SMS ready for the outbox: its text is the whole message (no subject, no HTML). */
export interface SmsMessage {
  kind: string;
  /** E.164. */
  to: string;
  text: string;
  /** A secret the text holds only as SECRET_MASK (message-secret.ts): a phone code. */
  secret?: string;
  /** Not sent before this (quiet hours, decision 0066); now when absent. */
  notBefore?: Date;
}

const smsRowOf = (message: SmsMessage) => ({
  kind: message.kind,
  channel: 'sms' as const,
  recipient: message.to,
  subject: '',
  html: '',
  text: message.text,
  secret: message.secret ?? null,
  ...(message.notBefore ? { nextAttemptAt: message.notBefore } : {}),
});

/** Writes SMS in the caller's transaction, as insertMessages does e-mails. */
export async function insertSmsMessages(db: Executor, messages: SmsMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(outbox).values(messages.map(smsRowOf));
}

/**
 * A WhatsApp message ready for the outbox (decision 0066): the template the Cloud API sends, and
 * its words filled in for staff to read.
 */
export interface WhatsAppMessage {
  kind: string;
  /** E.164. */
  to: string;
  text: string;
  payload: WhatsAppTemplatePayload;
  /** A secret the parameters and words hold only as SECRET_MASK (message-secret.ts): a pickup code. */
  secret?: string;
  /** Not sent before this (quiet hours); now when absent. */
  notBefore?: Date;
}

const whatsAppRowOf = (message: WhatsAppMessage) => ({
  kind: message.kind,
  channel: 'whatsapp' as const,
  recipient: message.to,
  subject: '',
  html: '',
  text: message.text,
  payload: message.payload,
  secret: message.secret ?? null,
  ...(message.notBefore ? { nextAttemptAt: message.notBefore } : {}),
});

/** Writes WhatsApp messages in the caller's transaction, as insertMessages does e-mails. */
export async function insertWhatsAppMessages(db: Executor, messages: WhatsAppMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(outbox).values(messages.map(whatsAppRowOf));
}

/**
 * Takes the next message that is due and not held by another worker, and holds it for
 * `leaseMs` (decision 0057): SKIP LOCKED lets two instances claim at once without waiting for
 * or taking each other's rows, and the lease keeps a claimed row from being claimed again while
 * it is being sent. One at a time, so no message waits out its lease behind others' sends; the
 * caller keeps each send shorter than the lease. A worker that dies mid-send leaves its lease
 * to run out, and the message is sent again then, with the same key: at least once.
 */
export async function claimNextMessage(
  db: Executor,
  channels: OutboxChannel[],
  leaseMs: number,
  quiet: { now: Date; hours: QuietHours } = { now: new Date(), hours: DEFAULT_QUIET_HOURS },
): Promise<OutboxRow | undefined> {
  // The claimed row comes back from the UPDATE itself: one statement a message, not two.
  const [row] = await db
    .update(outbox)
    .set({ leasedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`, updatedAt: sql`now()` })
    .where(sql`${outbox.id} = (
      select ${outbox.id} from ${outbox}
      where ${outbox.status} = 'pending' and ${outbox.nextAttemptAt} <= now()
        and ${inArray(outbox.channel, channels)}
        and ${claimableAt(quiet.now, quiet.hours)}
        and (${outbox.leasedUntil} is null or ${outbox.leasedUntil} < now())
      -- In the order they became due, so a shopper reads In Truck before In Transit.
      order by ${outbox.nextAttemptAt}, ${outbox.createdAt}
      limit 1
      for update skip locked
    )`)
    .returning();
  return row;
}

/**
 * Sent; for an SMS with the provider's id (which its delivery reports name) and cost. Its
 * secret has left with it and is kept no longer.
 */
export async function markSent(
  db: Executor,
  id: string,
  provider: { providerMessageId?: string; cost?: string } = {},
): Promise<void> {
  await db
    .update(outbox)
    .set({
      secret: null,
      status: 'sent',
      sentAt: new Date(),
      leasedUntil: null,
      lastError: null,
      providerMessageId: provider.providerMessageId ?? null,
      cost: provider.cost ?? null,
      updatedAt: new Date(),
    })
    .where(eq(outbox.id, id));
}

/**
 * What a delivery report says of a sent SMS: delivered, or failed with the reason. Answers
 * whether a message had that id. A report about a message already delivered changes nothing
 * (reports may come twice, and out of order).
 */
export async function recordDeliveryReport(
  db: Executor,
  providerMessageId: string,
  report: { outcome: 'delivered' | 'failed'; reason: string | undefined },
): Promise<boolean> {
  const changes =
    report.outcome === 'delivered'
      ? { status: 'delivered' as const, deliveredAt: new Date(), lastError: null }
      : { status: 'failed' as const, lastError: (report.reason ?? 'Failed').slice(0, 500) };
  const rows = await db
    .update(outbox)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(
        eq(outbox.providerMessageId, providerMessageId),
        eq(outbox.channel, 'sms'),
        ne(outbox.status, 'delivered'),
      ),
    )
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/**
 * A failed attempt: tried again at `retryAt`, or given up on (failed) when there is none, and
 * then its secret is kept no longer.
 */
export async function markAttemptFailed(
  db: Executor,
  row: OutboxRow,
  error: string,
  retryAt: Date | undefined,
): Promise<void> {
  await db
    .update(outbox)
    .set({
      attempts: row.attempts + 1,
      lastError: error.slice(0, 500),
      leasedUntil: null,
      status: retryAt ? 'pending' : 'failed',
      ...(retryAt ? {} : { secret: null }),
      nextAttemptAt: retryAt ?? row.nextAttemptAt,
      updatedAt: new Date(),
    })
    .where(eq(outbox.id, row.id));
}

/** Which messages staff look at (decision 0066): one channel, marketing or the rest, or all. */
export interface OutboxFilter {
  channel?: OutboxChannel;
  purpose?: 'all' | 'marketing' | 'orders';
}

/** The kinds that keep quiet hours: marketing messages and back-in-stock notices. */
const isMarketing = sql`(${outbox.kind} like ${`${MARKETING_KIND_PREFIX}%`} or ${outbox.kind} = ${BACK_IN_STOCK_KIND})`;

function outboxFilterCondition(filter: OutboxFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.channel) conditions.push(eq(outbox.channel, filter.channel));
  if (filter.purpose === 'marketing') conditions.push(isMarketing);
  if (filter.purpose === 'orders') conditions.push(not(isMarketing));
  return and(...conditions);
}

/** A page of the outbox for staff, newest first, filtered; the secrets are not read at all. */
export async function listOutboxPage(db: Executor, query: { page?: number; limit?: number } & OutboxFilter) {
  const { page, limit, offset } = pagingOf(query);
  const where = outboxFilterCondition(query);
  const [rows, totals] = await Promise.all([
    db
      .select(viewColumns)
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(outbox).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0, page, limit };
}

export async function findOutboxMessage(db: Executor, id: string): Promise<OutboxView | undefined> {
  const [row] = await db.select(viewColumns).from(outbox).where(eq(outbox.id, id));
  return row;
}

/** Messages waiting to be sent and given up on, per channel, for /metrics. */
export async function countOutboxBacklog(
  db: Executor,
): Promise<{ channel: string; waiting: number; failed: number }[]> {
  const rows = await db
    .select({
      channel: outbox.channel,
      waiting: sql<number>`count(*) filter (where ${outbox.status} = 'pending')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')`.mapWith(Number),
    })
    .from(outbox)
    .groupBy(outbox.channel);
  // Every channel is present, a quiet one as zeros, so a dashboard's series never vanish.
  return OUTBOX_CHANNELS.map((channel) => {
    const row = rows.find((candidate) => candidate.channel === channel);
    return { channel, waiting: row?.waiting ?? 0, failed: row?.failed ?? 0 };
  });
}
