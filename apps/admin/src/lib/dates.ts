const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Ghana keeps GMT all year, so UTC is the shop's own clock. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatShortDay(isoDate: string): string {
  return shortDay.format(new Date(isoDate));
}
