/** Country dial codes of SPEC.md section 3, keyed as the spec spells them. */
export const COUNTRY_DIAL_CODES = {
  Ghana: '+233',
  Nigeria: '+234',
  Kenya: '+254',
  SouthAfrica: '+27',
  USA: '+1',
  UK: '+44',
  India: '+91',
} as const;
export type Country = keyof typeof COUNTRY_DIAL_CODES;
export const COUNTRIES = Object.keys(COUNTRY_DIAL_CODES) as Country[];

/**
 * SPEC.md section 5: a leading 0 is stripped and the country's dial code prepended.
 * A number that already carries the dial code (with or without "+") is kept as it is.
 * Spaces, dashes and brackets are dropped. Answers null when what is left is not digits.
 */
export function normalizePhoneNumber(raw: string, country: Country): string | null {
  const dialCode = COUNTRY_DIAL_CODES[country];
  const dialDigits = dialCode.slice(1);
  let value = raw.trim().replace(/[\s\-().]/g, '');
  if (value.startsWith('+')) {
    value = value.slice(1);
    if (!/^\d{6,15}$/.test(value)) return null;
    return `+${value}`;
  }
  if (!/^\d+$/.test(value)) return null;
  if (value.startsWith('00')) value = value.slice(2);
  else if (value.startsWith(dialDigits) && value.length > dialDigits.length + 6) {
    // already international without the plus
  } else {
    value = dialDigits + value.replace(/^0/, '');
  }
  if (value.length < 7 || value.length > 15) return null;
  return `+${value}`;
}
