import { createHash, randomInt } from 'node:crypto';

/** How many recovery codes an account gets at once. */
export const RECOVERY_CODE_COUNT = 10;
/** No 0/O or 1/I/L, so a code copied by hand is read back right. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF_LENGTH = 5;

const half = () => Array.from({ length: HALF_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten fresh codes as shown to the staff member, e.g. `k7m2p-x9q4r` (about 49 bits each). */
export function makeRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${half()}-${half()}`);
}

/**
 * The stored form: SHA-256 of the code without dashes or spaces, lower-cased. A random code of
 * 49 bits needs no slow hash; typing it with or without the dash finds the same row.
 */
export function hashRecoveryCode(code: string): string {
  const normalised = code.replace(/[\s-]/g, '').toLowerCase();
  return createHash('sha256').update(`recovery:${normalised}`).digest('hex');
}
