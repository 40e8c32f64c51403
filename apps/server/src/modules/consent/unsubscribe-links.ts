import { randomBytes } from 'node:crypto';
import type { MarketingChannel } from '@shop/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { unsubscribeLinks, users } from '../../db/schema';
import { hashToken } from '../../plugins/auth';
import { recordConsent } from './consent-writer';

/**
 * Writes one marketing message's unsubscribe link and answers its token (32 random bytes,
 * base64url; only the SHA-256 is kept), for the message's List-Unsubscribe header.
 */
export async function createUnsubscribeLink(
  db: Executor,
  userId: string,
  channel: MarketingChannel,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(unsubscribeLinks).values({ userId, channel, tokenHash: hashToken(token), createdAt: now });
  return token;
}

/** An address partly hidden (a***@example.com, +233***567): whose it is, not for copying. */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient.slice(0, 1)}***${recipient.slice(at)}`;
  return recipient.length > 7 ? `${recipient.slice(0, 4)}***${recipient.slice(-3)}` : '***';
}

/** What a link not yet spent stops: its channel and the address it writes to, masked; else undefined. */
export async function describeUnsubscribeLink(
  db: Executor,
  token: string,
): Promise<{ channel: MarketingChannel; recipient: string } | undefined> {
  const [row] = await db
    .select({ channel: unsubscribeLinks.channel, email: users.email, phone: users.phone })
    .from(unsubscribeLinks)
    .innerJoin(users, eq(users.id, unsubscribeLinks.userId))
    .where(and(eq(unsubscribeLinks.tokenHash, hashToken(token)), isNull(unsubscribeLinks.usedAt)))
    .limit(1);
  if (!row) return undefined;
  const recipient = row.channel === 'email' ? row.email : (row.phone ?? '');
  return { channel: row.channel, recipient: maskRecipient(recipient) };
}

/**
 * Spends a link and ends its channel's consent in one transaction (source 'unsubscribe-link');
 * false, with nothing changed, for a forged or spent token. Of two clicks at once, one spends it.
 */
export async function unsubscribeByLink(db: Executor, token: string, now: Date): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const [spent] = await transaction
      .update(unsubscribeLinks)
      .set({ usedAt: now })
      .where(and(eq(unsubscribeLinks.tokenHash, hashToken(token)), isNull(unsubscribeLinks.usedAt)))
      .returning({ userId: unsubscribeLinks.userId, channel: unsubscribeLinks.channel });
    if (!spent) return false;
    await recordConsent(transaction, spent.userId, { [spent.channel]: false }, 'unsubscribe-link', now);
    return true;
  });
}
