import { adminListQuerySchema, adminOutboxListResponseSchema } from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import type { App } from '../../plugins/zod-type-provider';
import { listOutboxPage, type OutboxRow } from '../mail';

const toOutboxMessage = (row: OutboxRow) => ({
  id: row.id,
  kind: row.kind,
  to: row.recipient,
  subject: row.subject,
  text: row.text,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** GET /api/admin/outbox: every e-mail, newest first; without SMTP_URL what would have gone. */
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
      sending: admin.mailWorker !== undefined,
      total,
      page,
      limit,
    };
  });
}
