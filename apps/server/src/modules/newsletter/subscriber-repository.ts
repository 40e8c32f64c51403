import type { Executor } from '../../db/client';
import { newestFirst, type Paging } from '../../db/query-helpers';
import { newsletterSubscribers } from '../../db/schema';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/** One row per address: a repeat changes nothing. */
export async function subscribe(db: Executor, email: string): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}

/** Subscribers newest first: a page for the admin list, or all of them for the CSV export. */
export function listSubscribers(db: Executor, paging?: Paging) {
  return newestFirst(db, newsletterSubscribers, paging);
}
