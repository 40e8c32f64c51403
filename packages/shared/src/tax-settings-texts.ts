/**
 * Every word of the owner's Tax settings (decision 0061) that staff read: the admin site's
 * page, the server's refusals and answers. Written once; the schema, the server and the
 * components import them.
 */
import { TAX_LEVIES_MAX } from './tax';

export const TAX_SETTINGS_TEXTS = {
  title: 'Tax settings',
  intro:
    'Prices in the shop include taxes. Once the shop is VAT-registered, every order and invoice shows how its total splits into the taxable value, the levies and VAT.',
  registered: 'VAT-registered',
  registeredHint: 'Turn on once the Ghana Revenue Authority has registered the shop for VAT.',
  tin: 'Taxpayer Identification Number (TIN)',
  tinHint: 'A letter (P, C, G, Q or V) and 10 digits, as on the GRA certificate, e.g. C0012345678.',
  legalName: 'Legal name',
  legalNameHint:
    "The seller's name on invoices, the same as on the Seller details page (one name, kept there). Leave empty to use the shop's name.",
  ratesTitle: 'Rates',
  ratesHint: 'In percent, up to two decimals. VAT and each levy are charged on the same taxable value.',
  vatRate: 'VAT rate (%)',
  levyName: (position: number) => `Levy ${position} name`,
  levyRate: (position: number) => `Levy ${position} rate (%)`,
  addLevy: 'Add a levy',
  removeLevy: (name: string) => `Remove ${name || 'this levy'}`,
  deliveryTaxed: 'Tax the delivery fee',
  deliveryTaxedHint: 'When off, the delivery fee stays outside the tax split.',
  exampleTitle: 'Example',
  /** The live example under the rates: a GHS 1,000.00 order split by the rates on the form. */
  example: (total: string, parts: string) => `A ${total} order: ${parts}.`,
  exampleTaxableValue: (amount: string) => `taxable value ${amount}`,
  exampleTax: (name: string, amount: string) => `${name} ${amount}`,
  exampleNotRegistered: 'Not registered: orders and invoices show no tax lines.',
  exampleInvalid: 'Correct the rates above to see the example.',
  save: 'Save tax settings',
  saving: 'Saving…',
  /** Staff who are not the owner see the page but cannot change it (decision 0043). */
  readOnly: 'Only the owner can change the tax settings. You can read them here.',

  /** Server answers. */
  saved: 'Tax settings saved. New orders show the taxes under these settings.',
  ownerOnly: 'Only the owner can change the tax settings.',

  /** Refusals of a body (400), one per rule. */
  errors: {
    registered: 'registered must be true or false',
    deliveryTaxed: 'deliveryTaxed must be true or false',
    tin: 'The TIN is a letter (P, C, G, Q or V) followed by 10 digits, e.g. C0012345678',
    tinRequired: 'A VAT-registered shop needs its TIN (a letter and 10 digits, e.g. C0012345678)',
    legalNameTooLong: 'The legal name may be at most 120 characters',
    rate: (label: string) => `${label} must be a number`,
    rateNegative: (label: string) => `${label} cannot be negative`,
    rateTooHigh: (label: string) => `${label} may be at most 100 %`,
    rateDecimals: (label: string) => `${label} may have at most 2 decimals`,
    levyNameRequired: 'Each levy needs a name',
    levyNameTooLong: 'A levy name may be at most 40 characters',
    levyNameTaken: (name: string) => `There are two levies named ${name}: give each its own name`,
    levyNameIsVat: 'A levy cannot be named VAT: VAT has its own rate',
    tooManyLevies: `At most ${TAX_LEVIES_MAX} levies beside VAT`,
  },
} as const;
