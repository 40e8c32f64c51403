import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { marketingConsentEvents, marketingConsents, unsubscribeLinks } from '../../db/schema';

/** The shopper's marketing consents and every change of them, for "Download my data" (decision 0071). */
export async function consentDataOf(db: Executor, userId: string) {
  const current = await db
    .select({
      channel: marketingConsents.channel,
      granted: marketingConsents.granted,
      source: marketingConsents.source,
      changedAt: marketingConsents.changedAt,
    })
    .from(marketingConsents)
    .where(eq(marketingConsents.userId, userId));
  const history = await db
    .select({
      channel: marketingConsentEvents.channel,
      granted: marketingConsentEvents.granted,
      source: marketingConsentEvents.source,
      at: marketingConsentEvents.at,
    })
    .from(marketingConsentEvents)
    .where(eq(marketingConsentEvents.userId, userId))
    .orderBy(desc(marketingConsentEvents.at), desc(marketingConsentEvents.id));
  return { current, history };
}

/**
 * An erased account's consents, their history and its unsubscribe links go: with no address
 * left there is nobody to send to, and the history would only say what a nameless account chose.
 */
export async function eraseConsentsOf(db: Executor, userId: string): Promise<void> {
  await db.delete(unsubscribeLinks).where(eq(unsubscribeLinks.userId, userId));
  await db.delete(marketingConsentEvents).where(eq(marketingConsentEvents.userId, userId));
  await db.delete(marketingConsents).where(eq(marketingConsents.userId, userId));
}
