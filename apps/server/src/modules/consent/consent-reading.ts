import type { ConsentEvent, MarketingConsent } from '@shop/shared';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { marketingConsentEvents, marketingConsents, users } from '../../db/schema';

/** How many changes an answer shows: years of a shopper's changes, far below a page's weight. */
const HISTORY_LIMIT = 200;

/** An account's answer per channel (none means no) and its changes, newest first. */
export async function readConsent(
  db: Executor,
  userId: string,
): Promise<{ consent: MarketingConsent; history: ConsentEvent[] }> {
  const rows = await db
    .select({ channel: marketingConsents.channel, granted: marketingConsents.granted })
    .from(marketingConsents)
    .where(eq(marketingConsents.userId, userId));
  const consent: MarketingConsent = { email: false, sms: false, whatsapp: false };
  for (const row of rows) consent[row.channel] = row.granted;
  const events = await db
    .select()
    .from(marketingConsentEvents)
    .where(eq(marketingConsentEvents.userId, userId))
    .orderBy(desc(marketingConsentEvents.at), desc(marketingConsentEvents.id))
    .limit(HISTORY_LIMIT);
  return {
    consent,
    history: events.map((event) => ({
      channel: event.channel,
      granted: event.granted,
      source: event.source,
      at: event.at.toISOString(),
    })),
  };
}

/** Whether an account of that id exists (staff's page of an unknown customer is 404). */
export async function accountExists(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row);
}
