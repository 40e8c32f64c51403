const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A new reference for every attempt (Paystack refuses a reused one): letters, digits and
 * dashes only, which Paystack accepts; the time part keeps references roughly sortable.
 */
export function newPaymentReference(): string {
  const random = crypto.getRandomValues(new Uint8Array(10));
  const suffix = Array.from(random, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `KTG-${Date.now().toString(36).toUpperCase()}-${suffix}`;
}
