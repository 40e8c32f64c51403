/** Warranty days are Ghana's calendar days (decision 0061): Africa/Accra, which keeps UTC all year. */
const ACCRA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Accra',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The last day of a warranty of `months` from the day the unit left the shop, YYYY-MM-DD:
 * the same day of the month `months` later, or that month's last day when it is shorter
 * (a phone sold on 31 January with one month is covered to 28 or 29 February).
 */
export function warrantyLastDay(soldAt: Date, months: number): string {
  const [year, month, day] = ACCRA_DAY.format(soldAt).split('-').map(Number) as [number, number, number];
  const monthIndex = month - 1 + months;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  // Day 0 of the next month is the last day of this one.
  const daysInMonth = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, daysInMonth))}`;
}
