import { formatDay } from '@shop/shared/warranty-page-texts';

/** The day of an instant in Ghana (Africa/Accra: GMT all year), as YYYY-MM-DD. */
const accraDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Accra',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * "5 Dec 2026": the day an instant falls on in Ghana, written as the server writes it in its
 * refusals (RETURN_MESSAGES.windowClosed), so the page and the server name the same day.
 */
export function accraDayText(instant: string): string {
  const moment = new Date(instant);
  if (Number.isNaN(moment.getTime())) return instant;
  const part = (type: string) =>
    accraDayFormat.formatToParts(moment).find((piece) => piece.type === type)?.value;
  return formatDay(`${part('year')}-${part('month')}-${part('day')}`);
}
