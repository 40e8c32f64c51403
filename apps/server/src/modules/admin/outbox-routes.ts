import {
  adminOutboxListResponseSchema,
  adminOutboxQuerySchema,
  type OutboxMessageChannel,
} from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import type { App } from '../../plugins/zod-type-provider';
import { deliveredToDemoMailbox, keepsQuietHours, listOutboxPage, type OutboxView } from '../messages';

const toOutboxMessage = (row: OutboxView) => ({
  id: row.id,
  kind: row.kind,
  channel: row.channel,
  marketing: keepsQuietHours(row.kind),
  to: row.recipient,
  subject: row.subject,
  // A reset link's token or a phone code stands here as its mask: the secret is kept apart
  // from the words (decision 0041) and is never part of this answer.
  text: row.text,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  cost: row.cost,
  inDemoMailbox: deliveredToDemoMailbox(row.providerMessageId),
});

/**
 * GET /api/admin/outbox: every e-mail, SMS and WhatsApp message, newest first, of one channel
 * or purpose (?channel=, ?purpose=marketing|orders); without their settings what would have gone.
 */
export async function adminOutboxRoutes(admin: App) {
  const schema = {
    querystring: adminOutboxQuerySchema,
    response: answers({ 200: adminOutboxListResponseSchema }),
  };
  // Sending means out of the shop: the demo mailbox's channels stay on this computer (decision 0054).
  const sends = (channel: OutboxMessageChannel) =>
    (admin.outboxWorker?.channels.includes(channel) ?? false) &&
    !admin.demoMailbox?.channels.includes(channel);
  admin.get('/outbox', { schema }, async (request) => {
    const { rows, total, page, limit } = await listOutboxPage(admin.database.db, request.query);
    return {
      success: true,
      messages: rows.map(toOutboxMessage),
      sending: sends('email'),
      smsSending: sends('sms'),
      whatsAppSending: sends('whatsapp'),
      demoMailbox: admin.demoMailbox?.channels ?? [],
      total,
      page,
      limit,
    };
  });
}
