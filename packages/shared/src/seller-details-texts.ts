/**
 * Every word of the seller's details (decision 0070): the admin site's form and warning, the
 * server's refusals, and the labels the storefront, the invoices and the e-mails print beside
 * each detail. Written once; the schema, the server and the apps import them.
 */

/** The details the law asks an online seller to show (Act 772 s. 47; Act 843). */
export const SELLER_DETAIL_FIELDS = [
  'legalName',
  'registrationNumber',
  'dataProtectionNumber',
  'address',
  'digitalAddress',
  'phone',
  'email',
] as const;
export type SellerDetailField = (typeof SELLER_DETAIL_FIELDS)[number];

/** A fresh shop's details: none given yet. */
export const EMPTY_SELLER_DETAILS: Readonly<Record<SellerDetailField, string>> = {
  legalName: '',
  registrationNumber: '',
  dataProtectionNumber: '',
  address: '',
  digitalAddress: '',
  phone: '',
  email: '',
};

/** The ones the warning asks for; the digital address is shown when given. */
export const REQUIRED_SELLER_DETAILS: readonly SellerDetailField[] = [
  'legalName',
  'registrationNumber',
  'dataProtectionNumber',
  'address',
  'phone',
  'email',
];

export const SELLER_DETAILS_TEXTS = {
  title: 'Seller details',
  intro:
    "Ghana's Electronic Transactions Act (Act 772, s. 47) asks an online shop to show who sells: these details appear in the shop's footer, on the checkout, on invoices and credit notes and in every e-mail. The Data Protection Commission number appears on the privacy page (Act 843).",
  /** One label per detail, as the form, the footer and the invoice name it. */
  labels: {
    legalName: 'Legal name',
    registrationNumber: 'Business registration number',
    dataProtectionNumber: 'Data Protection Commission number',
    address: 'Physical address',
    digitalAddress: 'Digital address (GhanaPost GPS)',
    phone: 'Phone',
    email: 'E-mail',
  } satisfies Record<SellerDetailField, string>,
  hints: {
    legalName: 'As registered with the Office of the Registrar of Companies, e.g. Kwik Tech Ghana Limited.',
    registrationNumber: 'The number on the certificate of incorporation or business name, e.g. CS123456789.',
    dataProtectionNumber: 'The registration number the Data Protection Commission gave the shop.',
    address: 'Where the business can be found: street, area and town.',
    digitalAddress: 'Optional, e.g. GA-123-4567.',
    phone: 'A Ghana number, e.g. 030 123 4567 or 024 123 4567.',
    email: 'Where shoppers can write to the business.',
  } satisfies Record<SellerDetailField, string>,
  save: 'Save seller details',
  saving: 'Saving…',
  readOnly: 'Only the owner can change the seller details. You can read them here.',
  /** The admin site's warning while a required detail is empty. */
  missingWarning: (missing: string) =>
    `The law asks the shop to show its seller details, and these are missing: ${missing}.`,
  missingLink: 'Fill in the seller details',
  /** The storefront's block of details (footer, checkout). */
  sellerHeading: 'Sold by',
  checkoutNote: 'You are buying from:',
  registrationShort: 'Reg. no.',
  dataProtectionShort: 'DPC reg. no.',

  /** Server answers. */
  saved: 'Seller details saved. The shop, its invoices and its e-mails show them now.',
  ownerOnly: 'Only the owner can change the seller details.',

  /** Refusals of a body (400), one per rule. */
  errors: {
    text: (label: string) => `${label} must be text`,
    tooLong: (label: string, max: number) => `${label} may be at most ${max} characters`,
    registrationNumber:
      'The business registration number is 4 to 30 letters, digits, spaces, dashes or slashes, with at least one digit, e.g. CS123456789',
    dataProtectionNumber:
      'The Data Protection Commission number is 4 to 30 letters, digits, spaces, dashes or slashes, with at least one digit',
    phone: 'The phone must be a Ghana number, e.g. 030 123 4567 or +233 24 123 4567',
    email: 'Enter a valid e-mail address, e.g. info@kwiktech.com.gh',
  },
} as const;

/**
 * The seller's lines on an invoice or a credit note, its PDF and its page alike: the legal
 * name, registration number, address, digital address, TIN, phone and e-mail that are given.
 */
export function documentSellerLines(
  seller: {
    legalName: string;
    registrationNumber?: string;
    address: string;
    digitalAddress?: string;
    tin: string;
    phone: string;
    email: string;
  },
  labels: { tin: string; phone: string; email: string },
): string[] {
  return [
    seller.legalName,
    seller.registrationNumber ? `${SELLER_DETAILS_TEXTS.registrationShort} ${seller.registrationNumber}` : '',
    seller.address,
    seller.digitalAddress ?? '',
    seller.tin ? `${labels.tin}: ${seller.tin}` : '',
    seller.phone ? `${labels.phone}: ${seller.phone}` : '',
    seller.email ? `${labels.email}: ${seller.email}` : '',
  ].filter((line) => line !== '');
}
