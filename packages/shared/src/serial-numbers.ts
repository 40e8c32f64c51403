/**
 * Serials of units sold (decision 0061). An IMEI is 15 digits whose last is the Luhn check
 * digit; any other serial is 4 to 40 of A-Z, 0-9 and "-". Staff type or scan them: spaces
 * are dropped and letters read as capitals before the check.
 */

export const SOLD_UNIT_STATES = ['sold', 'returned', 'replaced'] as const;
export type SoldUnitState = (typeof SOLD_UNIT_STATES)[number];

const SERIAL_PATTERN = /^[A-Z0-9-]{4,40}$/;
const FIFTEEN_DIGITS = /^\d{15}$/;

/** The serial as stored: spaces dropped, capitals. */
export function normaliseSerial(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** Whether a string of digits passes the Luhn check (its last digit checks the rest). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Fifteen digits: read as an IMEI, so it must pass the Luhn check. */
export function looksLikeImei(serial: string): boolean {
  return FIFTEEN_DIGITS.test(serial);
}

export type SerialProblem = 'pattern' | 'imei-check-digit';

/** What is wrong with a normalised serial, or null when it can be recorded. */
export function serialProblem(serial: string): SerialProblem | null {
  if (looksLikeImei(serial)) return passesLuhn(serial) ? null : 'imei-check-digit';
  return SERIAL_PATTERN.test(serial) ? null : 'pattern';
}
