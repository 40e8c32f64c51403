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

const fullDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' });

/** "Thursday, 26 November 2026": a day on a sheet that is printed and kept. */
export function formatFullDay(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  // A day typed into the address bar may be no day at all: shown as typed, the server says why.
  return Number.isNaN(day.getTime()) ? isoDate : fullDay.format(day);
}

const timeOfDay = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** "08:00", on the shop's own clock (UTC, Ghana's time). */
export function formatTime(iso: string): string {
  return timeOfDay.format(new Date(iso));
}
