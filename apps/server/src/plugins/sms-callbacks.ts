import { timingSafeEqual } from 'node:crypto';
import type { App } from './zod-type-provider';

/** A provider's form post is small: a report or a notice, never a file. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * The SMS provider's callbacks (delivery reports, opt-outs) form-post their fields; this parses
 * them into a plain object in `scope` only, so no other route takes form bodies.
 */
export function acceptProviderForms(scope: App): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/**
 * True when the secret in a callback's path is SMS_CALLBACK_SECRET (Africa's Talking signs
 * nothing, so the URL is the secret), compared in constant time.
 */
export function isCallbackSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
