import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { type OutboxStatus, outbox } from '../../../db/schema';
import type { WhatsAppStatus } from './whatsapp-webhook-shapes';

/**
 * From which statuses each report may move a WhatsApp row: forward only (sent, delivered, read),
 * because Meta's reports come out of order and more than once. A failure is believed only of a
 * message not yet known to have arrived.
 */
const MOVES_FROM: Record<WhatsAppStatus['outcome'], OutboxStatus[]> = {
  delivered: ['sent'],
  read: ['sent', 'delivered'],
  failed: ['sent'],
};

/**
 * Records what a status webhook says of a WhatsApp message the outbox sent, found by its wamid:
 * delivered (with when), read (keeping when it was delivered, or taking the read time when the
 * delivered report never came), or failed with WhatsApp's reason. Answers whether a row moved; a
 * report that would move one backwards, or names no message of the outbox, moves none.
 */
export async function recordWhatsAppStatus(
  db: Executor,
  status: WhatsAppStatus,
  now: Date,
): Promise<boolean> {
  const at = status.at ?? now;
  const changes =
    status.outcome === 'failed'
      ? { status: 'failed' as const, lastError: (status.reason ?? 'WhatsApp: failed').slice(0, 500) }
      : status.outcome === 'read'
        ? { status: 'read' as const, deliveredAt: sql`coalesce(${outbox.deliveredAt}, ${at})` }
        : { status: 'delivered' as const, deliveredAt: at, lastError: null };
  const rows = await db
    .update(outbox)
    .set({ ...changes, updatedAt: now })
    .where(
      and(
        eq(outbox.providerMessageId, status.messageId),
        eq(outbox.channel, 'whatsapp'),
        inArray(outbox.status, MOVES_FROM[status.outcome]),
      ),
    )
    .returning({ id: outbox.id });
  return rows.length > 0;
}
