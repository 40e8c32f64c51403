import { type ConsentSource, MARKETING_CHANNELS, type MarketingChannel } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { marketingConsentEvents, marketingConsents } from '../../db/schema';

/** Yes or no per channel; a channel left out is not changed. */
export type ConsentChange = Partial<Record<MarketingChannel, boolean>>;

/**
 * The one writer of marketing consent (decision 0065): upserts each answer and writes one event
 * per channel whose answer changes, together, inside the caller's transaction when given one.
 * The same answer again writes nothing, and neither does a first "no": no row already means no,
 * so the history holds only what the shopper actually changed. Answers the channels it changed.
 */
export async function recordConsent(
  db: Executor,
  userId: string,
  change: ConsentChange,
  source: ConsentSource,
  now: Date,
): Promise<MarketingChannel[]> {
  const asked = MARKETING_CHANNELS.filter((channel) => change[channel] !== undefined);
  if (asked.length === 0) return [];
  // Its own transaction (a savepoint inside the caller's): an answer never lands without its event.
  return db.transaction(async (transaction) => {
    const current = await transaction
      .select({ channel: marketingConsents.channel, granted: marketingConsents.granted })
      .from(marketingConsents)
      .where(eq(marketingConsents.userId, userId));
    const grantedNow = new Map(current.map((row) => [row.channel, row.granted]));
    const changed = asked.filter((channel) => change[channel] !== (grantedNow.get(channel) ?? false));
    for (const channel of changed) {
      const granted = change[channel] === true;
      await transaction
        .insert(marketingConsents)
        .values({ userId, channel, granted, source, changedAt: now })
        .onConflictDoUpdate({
          target: [marketingConsents.userId, marketingConsents.channel],
          set: { granted, source, changedAt: now },
        });
      await transaction.insert(marketingConsentEvents).values({ userId, channel, granted, source, at: now });
    }
    return changed;
  });
}
