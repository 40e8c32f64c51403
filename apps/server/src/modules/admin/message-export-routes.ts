import { adminListQuerySchema } from '@shop/shared';
import { count, desc } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { contactMessages, newsletterSubscribers } from '../../db/schema';
import type { App } from '../../plugins/zod-type-provider';
import { toCsv } from './csv';
import { pagingOf } from './paging';

function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}-${day}.csv"`)
    .header('Cache-Control', 'no-store')
    .send(csv);
}

/** What shoppers sent through the contact form, and the newsletter list, each with a CSV export. */
export async function adminMessageExportRoutes(admin: App) {
  const db = () => admin.database.db;

  admin.get('/contact-messages', { schema: { querystring: adminListQuerySchema } }, async (request) => {
    const { page, limit, offset } = pagingOf(request.query);
    const [rows, totals] = await Promise.all([
      db()
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset(offset),
      db().select({ total: count() }).from(contactMessages),
    ]);
    const messages = rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    }));
    return { success: true, messages, total: totals[0]?.total ?? 0, page, limit };
  });

  admin.get('/contact-messages.csv', async (_request, reply) => {
    const rows = await db()
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
    const csv = toCsv(
      ['Date', 'Name', 'Email', 'Message'],
      rows.map((row) => [row.createdAt, row.name, row.email, row.message]),
    );
    return sendCsv(reply, 'contact-messages', csv);
  });

  admin.get('/newsletter-subscribers', { schema: { querystring: adminListQuerySchema } }, async (request) => {
    const { page, limit, offset } = pagingOf(request.query);
    const [rows, totals] = await Promise.all([
      db()
        .select()
        .from(newsletterSubscribers)
        .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
        .limit(limit)
        .offset(offset),
      db().select({ total: count() }).from(newsletterSubscribers),
    ]);
    const subscribers = rows.map((row) => ({
      id: row.id,
      email: row.email,
      createdAt: row.createdAt.toISOString(),
    }));
    return { success: true, subscribers, total: totals[0]?.total ?? 0, page, limit };
  });

  admin.get('/newsletter-subscribers.csv', async (_request, reply) => {
    const rows = await db()
      .select()
      .from(newsletterSubscribers)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
    return sendCsv(
      reply,
      'newsletter-subscribers',
      toCsv(
        ['Email', 'Subscribed'],
        rows.map((row) => [row.email, row.createdAt]),
      ),
    );
  });
}
