import { sql } from 'drizzle-orm';
import type { QuietHours } from '../../../config-whatsapp';
import { outbox } from '../../../db/schema';

/**
 * Nothing that sells is sent at night (decision 0066): between 21:00 and 08:00 Ghana time (UTC,
 * no summer time; QUIET_HOURS moves them) marketing messages and back-in-stock notices wait.
 * Order, account and staff messages go at any hour: a shopper asked for them, or is waiting on them.
 */
export const DEFAULT_QUIET_HOURS: QuietHours = { from: 21, until: 8 };

/** The kinds that keep quiet hours: every marketing message, and "it's back in stock". */
export const MARKETING_KIND_PREFIX = 'marketing-';
export const BACK_IN_STOCK_KIND = 'back-in-stock';

export const keepsQuietHours = (kind: string): boolean =>
  kind.startsWith(MARKETING_KIND_PREFIX) || kind === BACK_IN_STOCK_KIND;

export function isQuietHour(now: Date, hours: QuietHours = DEFAULT_QUIET_HOURS): boolean {
  const hour = now.getUTCHours();
  return hours.from > hours.until
    ? hour >= hours.from || hour < hours.until
    : hour >= hours.from && hour < hours.until;
}

/** When a message of a kind that keeps quiet hours may go: now outside them, else when they end. */
export function quietHoursRelease(now: Date, hours: QuietHours = DEFAULT_QUIET_HOURS): Date {
  if (!isQuietHour(now, hours)) return now;
  const release = new Date(now);
  release.setUTCHours(hours.until, 0, 0, 0);
  if (release <= now) release.setUTCDate(release.getUTCDate() + 1);
  return release;
}

/**
 * The outbox claim's condition: at night, rows of the kinds that keep quiet hours are left,
 * whenever they were queued or retried; in the day every due row may go.
 */
export const claimableAt = (now: Date, hours: QuietHours = DEFAULT_QUIET_HOURS) =>
  isQuietHour(now, hours)
    ? sql`not (${outbox.kind} like ${`${MARKETING_KIND_PREFIX}%`} or ${outbox.kind} = ${BACK_IN_STOCK_KIND})`
    : sql`true`;
