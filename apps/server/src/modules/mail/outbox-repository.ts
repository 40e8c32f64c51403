import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pagingOf } from '../../db/query-helpers';
import { outbox } from '../../db/schema';
import type { MailMessage } from './messages/layout';

export type OutboxRow = typeof outbox.$inferSelect;

/** Writes messages in the caller's transaction: they exist exactly when the event does. */
export async function insertMessages(db: Executor, messages: MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(outbox).values(
    messages.map((message) => ({
      kind: message.kind,
      recipient: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
    })),
  );
}

/**
 * Takes up to `limit` messages that are due and not held by another instance, and holds them
 * for `leaseMs`: SKIP LOCKED lets two instances claim at once without waiting for or taking
 * each other's rows, and the lease keeps a claimed row from being claimed again while it is
 * being sent. A worker that dies mid-send leaves its lease to run out, and the message is sent
 * again then (at least once, never twice while the lease holds).
 */
export async function claimDueMessages(db: Executor, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const result = await db.execute(sql`
    update ${outbox} set leased_until = now() + ${`${leaseMs} milliseconds`}::interval, updated_at = now()
    where ${outbox.id} in (
      select ${outbox.id} from ${outbox}
      where ${outbox.status} = 'pending' and ${outbox.nextAttemptAt} <= now()
        and (${outbox.leasedUntil} is null or ${outbox.leasedUntil} < now())
      order by ${outbox.nextAttemptAt}
      limit ${limit}
      for update skip locked
    )
    returning id`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db.select().from(outbox).where(inArray(outbox.id, ids));
}

export async function markSent(db: Executor, id: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), leasedUntil: null, lastError: null, updatedAt: new Date() })
    .where(eq(outbox.id, id));
}

/** A failed attempt: tried again at `retryAt`, or given up on (failed) when there is none. */
export async function markAttemptFailed(
  db: Executor,
  row: OutboxRow,
  error: string,
  retryAt: Date | undefined,
) {
  await db
    .update(outbox)
    .set({
      attempts: row.attempts + 1,
      lastError: error.slice(0, 500),
      leasedUntil: null,
      status: retryAt ? 'pending' : 'failed',
      nextAttemptAt: retryAt ?? row.nextAttemptAt,
      updatedAt: new Date(),
    })
    .where(eq(outbox.id, row.id));
}

export async function listOutboxPage(db: Executor, query: { page?: number; limit?: number }) {
  const { page, limit, offset } = pagingOf(query);
  const [rows, totals] = await Promise.all([
    db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(outbox),
  ]);
  return { rows, total: totals[0]?.total ?? 0, page, limit };
}

export async function findOutboxMessage(db: Executor, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

/** Messages waiting to be sent and given up on, per channel, for /metrics. */
export async function countOutboxBacklog(
  db: Executor,
): Promise<{ channel: string; waiting: number; failed: number }[]> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${outbox.status} = 'pending')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')`.mapWith(Number),
    })
    .from(outbox);
  // Every message is an e-mail so far; a channel column, when one comes, groups them here.
  return [{ channel: 'email', waiting: row?.waiting ?? 0, failed: row?.failed ?? 0 }];
}
