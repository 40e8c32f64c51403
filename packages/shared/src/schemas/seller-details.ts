/**
 * The contract of the seller's details (decision 0070): the business the law asks an online
 * shop to name (Electronic Transactions Act 2008, s. 47; Data Protection Act 2012). The legal
 * name lives here alone; the tax settings read and write it through these details.
 *
 * Public:
 *   GET /api/info/seller                                  -> sellerDetailsAnswerSchema
 * Staff (/api/admin, staff bearer token):
 *   GET /api/admin/seller-details                          -> adminSellerDetailsResponseSchema
 *   PUT /api/admin/seller-details  sellerDetailsSchema     -> adminSellerDetailsResponseSchema (the owner; others 403)
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { DIGITAL_ADDRESS_TEXTS, isDigitalAddress, normalizeDigitalAddress } from '../digital-address';
import {
  REQUIRED_SELLER_DETAILS,
  SELLER_DETAILS_TEXTS,
  type SellerDetailField,
} from '../seller-details-texts';
import { storeInfoSchema } from './catalogue';
import { oneLine } from './one-line';

const { errors, labels } = SELLER_DETAILS_TEXTS;

/**
 * A registration number as Ghana's registries write them (CS123456789, BN-0012345, PDC/0123/2024):
 * letters, digits, spaces, dashes, slashes and dots, with a digit somewhere. Not stricter:
 * the Registrar's formats have changed over the years.
 */
export const REGISTRATION_NUMBER_PATTERN = /^(?=.*\d)[A-Z0-9][A-Z0-9 ./-]{2,28}[A-Z0-9]$/;

/**
 * A Ghana number, landline or mobile (030 123 4567, 024 123 4567, +233 24 123 4567), written
 * back the one international way ("+233 24 123 4567") so every place shows it alike.
 */
export function normalizeSellerPhone(typed: string): string | undefined {
  const text = typed.trim();
  if (!/^[+\d\s\-().]{4,40}$/.test(text)) return undefined;
  const parsed = parsePhoneNumberFromString(text, 'GH');
  if (!parsed?.isValid() || parsed.country !== 'GH') return undefined;
  return parsed.formatInternational();
}

const text = (field: SellerDetailField, max: number) =>
  oneLine(
    z
      .string({ error: errors.text(labels[field]) })
      .trim()
      .max(max, errors.tooLong(labels[field], max)),
    labels[field],
  );

const registration = (field: SellerDetailField, message: string) =>
  text(field, 30)
    .transform((value) => value.toUpperCase().replace(/\s+/g, ' '))
    .refine((value) => value === '' || REGISTRATION_NUMBER_PATTERN.test(value), message);

/** What the owner writes (PUT body; GET answers it). Every field may stay empty until known. */
export const sellerDetailsSchema = z.strictObject({
  legalName: text('legalName', 120),
  registrationNumber: registration('registrationNumber', errors.registrationNumber),
  dataProtectionNumber: registration('dataProtectionNumber', errors.dataProtectionNumber),
  address: text('address', 200),
  digitalAddress: text('digitalAddress', 20)
    .transform(normalizeDigitalAddress)
    .refine((value) => value === '' || isDigitalAddress(value), DIGITAL_ADDRESS_TEXTS.invalid),
  phone: text('phone', 40).transform((value, context) => {
    if (value === '') return value;
    const phone = normalizeSellerPhone(value);
    if (phone) return phone;
    context.addIssue({ code: 'custom', message: errors.phone });
    return z.NEVER;
  }),
  email: text('email', 254).refine(
    (value) => value === '' || z.email().safeParse(value).success,
    errors.email,
  ),
});
export type SellerDetailsInput = z.input<typeof sellerDetailsSchema>;

/** The details as the server answers them: already checked, so plain. */
export const sellerDetailsAnswerSchema = z.object({
  legalName: z.string(),
  registrationNumber: z.string(),
  dataProtectionNumber: z.string(),
  address: z.string(),
  digitalAddress: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type SellerDetails = z.infer<typeof sellerDetailsAnswerSchema>;

/** The required details still empty, in the form's order. */
export function missingSellerDetails(details: SellerDetails): SellerDetailField[] {
  return REQUIRED_SELLER_DETAILS.filter((field) => details[field].trim() === '');
}

/** GET /api/info/seller: what every page, the checkout and the policy pages show. */
export const publicSellerDetailsResponseSchema = z.object({
  success: z.literal(true),
  seller: sellerDetailsAnswerSchema,
});
export type PublicSellerDetailsResponse = z.infer<typeof publicSellerDetailsResponseSchema>;

/** The staff calls: the details and which required ones are still empty (for the warning). */
export const adminSellerDetailsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  sellerDetails: sellerDetailsAnswerSchema,
  missing: z.array(z.enum(REQUIRED_SELLER_DETAILS as [SellerDetailField, ...SellerDetailField[]])),
});
export type AdminSellerDetailsResponse = z.infer<typeof adminSellerDetailsResponseSchema>;

/** GET /api/info/get: the store info, with the seller's details beside it (an addition). */
export const storeInfoAnswerSchema = storeInfoSchema.extend({ seller: sellerDetailsAnswerSchema.optional() });

/**
 * The seller printed on an invoice or a credit note (decision 0070): the seller details, each
 * empty one taken from the store info's contact as before them, the shop's name for want of
 * a legal name.
 */
export function documentSellerOf(
  details: SellerDetails | undefined,
  contact: { phone: string; email: string; location: string } | undefined,
  { tin, shopName }: { tin: string; shopName: string },
) {
  const given = (value: string | undefined) => value?.trim() ?? '';
  return {
    legalName: given(details?.legalName) || shopName,
    registrationNumber: given(details?.registrationNumber),
    address: given(details?.address) || (contact?.location ?? ''),
    digitalAddress: given(details?.digitalAddress),
    tin,
    phone: given(details?.phone) || (contact?.phone ?? ''),
    email: given(details?.email) || (contact?.email ?? ''),
  };
}
