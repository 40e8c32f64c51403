/**
 * A light check before asking the server, which validates for real: something@domain.tld
 * with no spaces. It only spares a round trip for an obvious typo.
 */
export function isValidEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(text.trim());
}
