import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { COUNTRY_DIAL_CODES, type Country } from './countries';

/** The ISO codes of the countries of the shop's dial code list (countries.ts), for libphonenumber-js. */
export const COUNTRY_ISO_CODES: Record<Country, CountryCode> = {
  Ghana: 'GH',
  Nigeria: 'NG',
  Kenya: 'KE',
  SouthAfrica: 'ZA',
  USA: 'US',
  UK: 'GB',
  India: 'IN',
};

/** A mobile number the shop can text, and where it is from. */
export interface MobileNumber {
  /** +233241234567 */
  e164: string;
  /** GH */
  country: string | undefined;
}

/**
 * Reads a mobile number as a shopper types it (decision 0026): with libphonenumber-js's mobile
 * numbering plans, Ghana's by default, another country's by its dial code ("+234 ...",
 * "00234 ...") or the country chosen on the form. Spaces, dashes, dots and brackets are
 * allowed; a trunk 0 is dropped (docs/product/storefront.md). Undefined for what cannot be a mobile
 * number of that country: too short, a landline, letters.
 */
export function parseMobileNumber(raw: string, country: Country = 'Ghana'): MobileNumber | undefined {
  const text = raw.trim();
  if (!/^[+\d\s\-().]{4,40}$/.test(text)) return undefined;
  const parsed = parsePhoneNumberFromString(text, COUNTRY_ISO_CODES[country]);
  if (!parsed?.isValid()) return undefined;
  return { e164: parsed.number, country: parsed.country };
}

/**
 * The order form's rule ("a leading 0 is stripped and the dial code of the chosen country is
 * prepended", docs/product/account-rules.md#phones-and-sms), kept as the checkout's call: the
 * number in E.164, or null when it cannot be a mobile number.
 */
export function normalizePhoneNumber(raw: string, country: Country): string | null {
  return parseMobileNumber(raw, country)?.e164 ?? null;
}

/** A stored number as people write it: "024 123 4567" for Ghana, "+234 803 123 4567" elsewhere. */
export function formatPhoneNumber(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored, 'GH');
  if (!parsed?.isValid()) return stored;
  return parsed.countryCallingCode === COUNTRY_DIAL_CODES.Ghana.slice(1)
    ? parsed.formatNational()
    : parsed.formatInternational();
}
