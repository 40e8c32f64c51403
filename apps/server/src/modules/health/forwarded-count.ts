import type { IncomingHttpHeaders } from 'node:http';

/** What `npm run doctor` sends to /api/health to be told how many proxies the request passed. */
export const DOCTOR_REQUEST_HEADER = 'x-shop-doctor';
/** The answer: how many addresses the X-Forwarded-For that reached the server held (decision 0076). */
export const FORWARDED_COUNT_HEADER = 'x-forwarded-for-count';

/**
 * How many addresses the request's X-Forwarded-For held, however many times the header came
 * (Node joins repeats with commas): one per proxy that added the address it heard from. Only
 * the count leaves the server, never the addresses.
 */
export function forwardedAddressCount(headers: IncomingHttpHeaders): number {
  const forwarded = headers['x-forwarded-for'];
  const text = Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '');
  return text.split(',').filter((address) => address.trim() !== '').length;
}
