/**
 * The contract of marketing consent (decision 0065).
 *
 * A shopper (bearer token):
 *   GET  /api/user/marketing-consent                         -> marketingConsentResponseSchema
 *   PUT  /api/user/marketing-consent  marketingConsentChangeSchema -> marketingConsentResponseSchema (source 'profile')
 *   POST /api/user/register  (gains optional `marketing`, source 'sign-up')
 *   POST /api/orders/create and the checkout start (gain optional `marketing`, source 'checkout')
 * Anyone holding an unsubscribe link (RFC 8058 one-click; the token is the link's, spent once):
 *   GET  /api/marketing/unsubscribe?token=                   -> unsubscribeLinkResponseSchema (what it stops; 404 when not valid)
 *   POST /api/marketing/unsubscribe?token=  body `List-Unsubscribe=One-Click` (form) or none
 *                                                            -> messageResponseSchema; 404 not valid or spent (nothing changes)
 * Africa's Talking (the SMS callback secret in the path, as for delivery reports):
 *   POST /api/sms/opt-outs/:secret  form {phoneNumber, senderId} -> messageResponseSchema; the accounts of that phone stop SMS offers
 * Staff:
 *   GET  /api/admin/customers/:id/marketing-consent          -> marketingConsentResponseSchema
 */
import { z } from 'zod';
import { CONSENT_MESSAGES, CONSENT_SOURCES, MARKETING_CHANNELS } from '../marketing-consent';

/** Yes or no per channel; a channel left out is not changed (and, when new, stays no). */
export const marketingConsentChangeSchema = z
  .strictObject({
    email: z.boolean().optional(),
    sms: z.boolean().optional(),
    whatsapp: z.boolean().optional(),
  })
  .refine(
    (change) => Object.values(change).some((value) => value !== undefined),
    CONSENT_MESSAGES.nothingToChange,
  );
export type MarketingConsentChange = z.infer<typeof marketingConsentChangeSchema>;

/** The same, as the sign-up and checkout bodies carry it: optional, and empty is fine. */
export const marketingChoiceSchema = z
  .strictObject({
    email: z.boolean().optional(),
    sms: z.boolean().optional(),
    whatsapp: z.boolean().optional(),
  })
  .optional();

export const marketingConsentSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  whatsapp: z.boolean(),
});
export type MarketingConsent = z.infer<typeof marketingConsentSchema>;

export const consentEventSchema = z.object({
  channel: z.enum(MARKETING_CHANNELS),
  granted: z.boolean(),
  source: z.enum(CONSENT_SOURCES),
  at: z.string(),
});
export type ConsentEvent = z.infer<typeof consentEventSchema>;

export const marketingConsentResponseSchema = z.object({
  success: z.literal(true),
  consent: marketingConsentSchema,
  /** Newest first. */
  history: z.array(consentEventSchema),
});
export type MarketingConsentResponse = z.infer<typeof marketingConsentResponseSchema>;

export const unsubscribeQuerySchema = z.strictObject({ token: z.string().min(1).max(200) });

export const unsubscribeLinkResponseSchema = z.object({
  success: z.literal(true),
  channel: z.enum(MARKETING_CHANNELS),
  /** The address it stops writing to, partly hidden (a***@example.com). */
  recipient: z.string(),
});
