import { formatDay } from '@shop/shared/warranty-page-texts';

/**
 * "28 Nov 2026": the day a review was published, in the shop's way of writing days. Ghana
 * keeps GMT all year, so the UTC day of the instant is the day in Accra; read without the
 * visitor's time zone, the server's HTML and the browser's render say the same day.
 */
export function reviewDay(instant: string): string {
  const moment = new Date(instant);
  if (Number.isNaN(moment.getTime())) return instant;
  return formatDay(moment.toISOString().slice(0, 10));
}
