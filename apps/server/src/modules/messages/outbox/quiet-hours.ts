import { sql } from 'drizzle-orm';
import { outbox } from '../../../db/schema';

/**
 * Nothing that sells is sent at night (decision 0066): between 21:00 and 08:00 Ghana time (UTC,
 * no summer time) marketing messages and back-in-stock notices wait. Order, account and staff
 * messages go at any hour: a shopper asked for them, or is waiting on them.
 */
export const QUIET_HOURS_FROM = 21;
export const QUIET_HOURS_UNTIL = 8;

/** The kinds that keep quiet hours: every marketing message, and "it's back in stock". */
export const MARKETING_KIND_PREFIX = 'marketing-';
export const BACK_IN_STOCK_KIND = 'back-in-stock';

export const keepsQuietHours = (kind: string): boolean =>
  kind.startsWith(MARKETING_KIND_PREFIX) || kind === BACK_IN_STOCK_KIND;

export function isQuietHour(now: Date): boolean {
  const hour = now.getUTCHours();
  return hour >= QUIET_HOURS_FROM || hour < QUIET_HOURS_UNTIL;
}

/** When a message of a kind that keeps quiet hours may go: now in the day, else the next 08:00. */
export function quietHoursRelease(now: Date): Date {
  if (!isQuietHour(now)) return now;
  const release = new Date(now);
  release.setUTCHours(QUIET_HOURS_UNTIL, 0, 0, 0);
  if (now.getUTCHours() >= QUIET_HOURS_FROM) release.setUTCDate(release.getUTCDate() + 1);
  return release;
}

/**
 * The outbox claim's condition: at night, rows of the kinds that keep quiet hours are left,
 * whenever they were queued or retried; in the day every due row may go.
 */
export const claimableAt = (now: Date) =>
  isQuietHour(now)
    ? sql`not (${outbox.kind} like ${`${MARKETING_KIND_PREFIX}%`} or ${outbox.kind} = ${BACK_IN_STOCK_KIND})`
    : sql`true`;
