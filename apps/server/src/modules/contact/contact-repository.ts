import type { Executor } from '../../db/client';
import { newestFirst, type Paging } from '../../db/query-helpers';
import { contactMessages } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(
  db: Executor,
  values: { userId: string; name: string; message: string; email: string },
): Promise<void> {
  await db.insert(contactMessages).values(values);
}

/** Messages newest first: a page for the admin list, or all of them for the CSV export. */
export function listContactMessages(db: Executor, paging?: Paging) {
  return newestFirst(db, contactMessages, paging);
}
