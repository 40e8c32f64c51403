import { adminListQuerySchema } from '@shop/shared';
import { count, desc } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { contactMessages, newsletterSubscribers } from '../../db/schema';
import type { App } from '../../plugins/zod-type-provider';
import { toCsv } from './csv';
import { pagingOf } from './paging';

type CsvValue = Parameters<typeof toCsv>[1][number][number];

function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}-${day}.csv"`)
    .header('Cache-Control', 'no-store')
    .send(csv);
}

/** A table with a serial id and a creation time, read newest first. */
type DatedTable = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn };

interface ExportableList<Table extends DatedTable> {
  /** `/name` lists a page as JSON; `/name.csv` downloads every row, the file named `name-<day>.csv`. */
  name: string;
  table: Table;
  /** The key the JSON page puts its rows under. */
  listKey: string;
  toItem: (row: Table['$inferSelect']) => object;
  csvHeader: string[];
  toCsvRow: (row: Table['$inferSelect']) => CsvValue[];
}

/** A newest-first list of one table, paged as JSON and whole as a CSV download. */
function exportableListRoutes<Table extends DatedTable>(
  admin: App,
  { name, table, listKey, toItem, csvHeader, toCsvRow }: ExportableList<Table>,
) {
  type Row = Table['$inferSelect'];
  const db = () => admin.database.db;
  // Drizzle cannot work out the row type of a table left generic; it is the table's own select type.
  const source: PgTable = table;
  const newestFirst = [desc(table.createdAt), desc(table.id)];

  admin.get(`/${name}`, { schema: { querystring: adminListQuerySchema } }, async (request) => {
    const { page, limit, offset } = pagingOf(request.query);
    const [rows, totals] = await Promise.all([
      db()
        .select()
        .from(source)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset) as Promise<Row[]>,
      db().select({ total: count() }).from(source),
    ]);
    return { success: true, [listKey]: rows.map(toItem), total: totals[0]?.total ?? 0, page, limit };
  });

  admin.get(`/${name}.csv`, async (_request, reply) => {
    const rows = (await db()
      .select()
      .from(source)
      .orderBy(...newestFirst)) as Row[];
    return sendCsv(reply, name, toCsv(csvHeader, rows.map(toCsvRow)));
  });
}

/** What shoppers sent through the contact form, and the newsletter list, each with a CSV export. */
export async function adminMessageExportRoutes(admin: App) {
  exportableListRoutes(admin, {
    name: 'contact-messages',
    table: contactMessages,
    listKey: 'messages',
    toItem: (row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    }),
    csvHeader: ['Date', 'Name', 'Email', 'Message'],
    toCsvRow: (row) => [row.createdAt, row.name, row.email, row.message],
  });

  exportableListRoutes(admin, {
    name: 'newsletter-subscribers',
    table: newsletterSubscribers,
    listKey: 'subscribers',
    toItem: (row) => ({ id: row.id, email: row.email, createdAt: row.createdAt.toISOString() }),
    csvHeader: ['Email', 'Subscribed'],
    toCsvRow: (row) => [row.email, row.createdAt],
  });
}
