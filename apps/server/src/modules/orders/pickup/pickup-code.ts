import { randomInt, timingSafeEqual } from 'node:crypto';
import { PICKUP_CODE_LENGTH } from '@shop/shared';

/** A fresh code from the system's random source, not Math.random: it stands for the parcel at the counter. */
export function newPickupCode(): string {
  return String(randomInt(0, 10 ** PICKUP_CODE_LENGTH)).padStart(PICKUP_CODE_LENGTH, '0');
}

/** The code typed at the counter is the order's, compared in constant time. */
export function isOrdersCode(typed: string, stored: string | null): boolean {
  if (!stored) return false;
  const a = Buffer.from(typed);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
