import {
  adminContactMessageListResponseSchema,
  adminListQuerySchema,
  adminSubscriberListResponseSchema,
} from '@shop/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { type Paging, pagingOf } from '../../db/query-helpers';
import { answers, textAnswers } from '../../plugins/answer-serialiser';
import { sendCsv, toCsv } from '../../plugins/csv';
import type { App } from '../../plugins/zod-type-provider';
import { type ContactMessageRow, listContactMessages } from '../contact';
import { listSubscribers, type SubscriberRow } from '../newsletter';

type CsvValue = Parameters<typeof toCsv>[1][number][number];

interface ExportableList<Row> {
  /** `/name` lists a page as JSON; `/name.csv` downloads every row, the file named `name-<day>.csv`. */
  name: string;
  /** The owning module's newest-first list: one page, or every row without paging. */
  list: (db: Executor, paging?: Paging) => Promise<{ rows: Row[]; total: number }>;
  /** The key the JSON page puts its rows under. */
  listKey: string;
  /** The JSON page's answer (@shop/shared). */
  listAnswer: z.ZodType;
  toItem: (row: Row) => object;
  csvHeader: string[];
  toCsvRow: (row: Row) => CsvValue[];
}

/** A newest-first list, paged as JSON and whole as a CSV download. */
function exportableListRoutes<Row>(
  admin: App,
  { name, list, listKey, listAnswer, toItem, csvHeader, toCsvRow }: ExportableList<Row>,
) {
  const pageSchema = { querystring: adminListQuerySchema, response: answers({ 200: listAnswer }) };
  admin.get(`/${name}`, { schema: pageSchema }, async (request) => {
    const paging = pagingOf(request.query);
    const { rows, total } = await list(admin.database.db, paging);
    return { success: true, [listKey]: rows.map(toItem), total, page: paging.page, limit: paging.limit };
  });

  admin.get(`/${name}.csv`, { schema: { response: textAnswers('text/csv') } }, async (_request, reply) => {
    const { rows } = await list(admin.database.db);
    return sendCsv(reply, name, toCsv(csvHeader, rows.map(toCsvRow)));
  });
}

/** What shoppers sent through the contact form, and the newsletter list, each with a CSV export. */
export async function adminMessageExportRoutes(admin: App) {
  exportableListRoutes<ContactMessageRow>(admin, {
    name: 'contact-messages',
    list: listContactMessages,
    listKey: 'messages',
    listAnswer: adminContactMessageListResponseSchema,
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

  exportableListRoutes<SubscriberRow>(admin, {
    name: 'newsletter-subscribers',
    list: listSubscribers,
    listKey: 'subscribers',
    listAnswer: adminSubscriberListResponseSchema,
    toItem: (row) => ({ id: row.id, email: row.email, createdAt: row.createdAt.toISOString() }),
    csvHeader: ['Email', 'Subscribed'],
    toCsvRow: (row) => [row.email, row.createdAt],
  });
}
