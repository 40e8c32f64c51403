import { adminListQuerySchema, adminOutboxListResponseSchema } from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import type { App } from '../../plugins/zod-type-provider';
import { listOutboxPage, type OutboxRow, redactPhoneCode } from '../mail';

const toOutboxMessage = (row: OutboxRow) => ({
  id: row.id,
  kind: row.kind,
  channel: row.channel,
  to: row.recipient,
  subject: row.subject,
  // A phone code is the shopper's, not staff's to read.
  text: redactPhoneCode(row.kind, row.text),
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  cost: row.cost,
});

/** GET /api/admin/outbox: every e-mail and SMS, newest first; without their settings what would have gone. */
export async function adminOutboxRoutes(admin: App) {
  const schema = {
    querystring: adminListQuerySchema,
    response: answers({ 200: adminOutboxListResponseSchema }),
  };
  admin.get('/outbox', { schema }, async (request) => {
    const { rows, total, page, limit } = await listOutboxPage(admin.database.db, request.query);
    return {
      success: true,
      messages: rows.map(toOutboxMessage),
      sending: admin.mailWorker?.channels.includes('email') ?? false,
      smsSending: admin.mailWorker?.channels.includes('sms') ?? false,
      total,
      page,
      limit,
    };
  });
}
