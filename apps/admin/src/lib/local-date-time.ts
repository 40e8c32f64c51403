const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as a `datetime-local` box shows it ("2026-11-27T09:00"), in the browser's own
 * time (GMT in Ghana all year); empty for none.
 */
export function localDateTimeOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  return `${instant.getFullYear()}-${twoDigits(instant.getMonth() + 1)}-${twoDigits(instant.getDate())}T${twoDigits(instant.getHours())}:${twoDigits(instant.getMinutes())}`;
}

/**
 * What a `datetime-local` box holds, as the ISO instant the API takes; null when empty. A box
 * the browser could not read is sent as typed, so the contract's own message names it.
 */
export function isoOfLocalDateTime(typed: string): string | null {
  if (typed.trim() === '') return null;
  const instant = new Date(typed);
  return Number.isNaN(instant.getTime()) ? typed : instant.toISOString();
}
