/** Country dial codes (docs/product/selling-rules.md#constants), keyed as the shop's first version spelled them. */
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
