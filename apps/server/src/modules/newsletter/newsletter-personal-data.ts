import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

/** The newsletter subscriptions of the shopper's addresses, for "Download my data" (decision 0071). */
export async function newsletterDataOf(db: Executor, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .where(inArray(newsletterSubscribers.email, emails));
}

/** Unsubscribes the addresses of an account being erased. */
export async function eraseNewsletterSubscriptions(db: Executor, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  await db.delete(newsletterSubscribers).where(inArray(newsletterSubscribers.email, emails));
}
