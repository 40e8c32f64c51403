import {
  formatDay,
  RETURN_REASONS,
  type ReturnReason,
  type ReturnSettings,
  returnWindowClosesAt,
} from '@shop/shared';
import type { OrderRow } from '../orders';

/** Days are Ghana's calendar days (decision 0063): Africa/Accra, which keeps UTC all year. */
const ACCRA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Accra',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day a moment falls on in Africa/Accra, as YYYY-MM-DD (how warranties' last days are stored). */
export const accraDay = (moment: Date): string => ACCRA_DAY.format(moment);

/** "12 Nov 2026": the Accra day of a moment, as refusals say it. */
export const accraDayText = (moment: Date): string => formatDay(accraDay(moment));

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path's id can be an order's or a photo's (a uuid): anything else is unknown, not a database error. */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/**
 * The end of the order's return window, or null before it is delivered. Delivered is a final
 * status, so the order's status change is its delivery.
 */
export function windowClosesAtOf(
  order: Pick<OrderRow, 'orderStatus' | 'statusChangedAt'>,
  settings: ReturnSettings,
): Date | null {
  if (order.orderStatus !== 'Delivered') return null;
  return returnWindowClosesAt(order.statusChangedAt, settings.windowDays);
}

/** The reasons this shop takes: "changed my mind" only when the owner allows it. */
export const reasonsAllowed = (settings: ReturnSettings): ReturnReason[] =>
  RETURN_REASONS.filter((reason) => reason !== 'changed-mind' || settings.changedMindAllowed);

/** Units of a line still free to ask back. */
export const unitsLeft = (quantity: number, asked: number | undefined): number =>
  Math.max(0, quantity - (asked ?? 0));
