/**
 * The contract of "Notify me when it's back" (decision 0066).
 *
 * Anyone (a bearer token makes it an account's, confirmed at once and sent to its address):
 *   POST /api/product/:id/stock-alerts   stockAlertBodySchema -> stockAlertResponseSchema (201; 400 in stock)
 *   POST /api/stock-alerts/confirm       stockAlertConfirmLinkSchema (a guest's e-mail link) -> stockAlertResponseSchema; 404 not valid
 *   POST /api/stock-alerts/:id/confirm   stockAlertConfirmCodeSchema (a guest's SMS code) -> stockAlertResponseSchema; 400 wrong, 429 locked
 * A shopper (bearer token):
 *   GET    /api/product/:id/stock-alerts/mine              -> myStockAlertsResponseSchema (the variants they wait for)
 *   DELETE /api/product/:id/stock-alerts/mine?variantId=   -> messageResponseSchema
 * Staff:
 *   GET  /api/admin/products/:id/stock-alerts              -> stockAlertCountsResponseSchema
 */
import { z } from 'zod';
import { MARKETING_CHANNELS } from '../marketing-consent';

/**
 * The variant sold out, and where its one message goes: a signed-in shopper may leave out
 * the address (their e-mail, or their verified phone for SMS and WhatsApp); a guest gives an
 * e-mail (channel email) or a mobile number (sms, whatsapp).
 */
export const stockAlertBodySchema = z.strictObject({
  variantId: z.uuid({ error: "variantId must be the _id of one of the product's variants" }).optional(),
  channel: z
    .enum(MARKETING_CHANNELS, { error: () => `channel must be one of ${MARKETING_CHANNELS.join(', ')}` })
    .default('email'),
  email: z.string().trim().max(254, 'email is too long').optional(),
  phone: z.string().trim().max(40, 'phone is too long').optional(),
});
export type StockAlertBody = z.input<typeof stockAlertBodySchema>;

export const stockAlertConfirmLinkSchema = z.strictObject({
  token: z
    .string({ error: 'token is required' })
    .trim()
    .min(20, 'token is not valid')
    .max(200, 'token is not valid'),
});

export const stockAlertConfirmCodeSchema = z.strictObject({
  code: z
    .string({ error: 'code is required' })
    .trim()
    .regex(/^\d{6}$/, 'code must be the 6 digits of the SMS'),
});

/** waiting: confirmed, until the message goes; confirming: a guest's link or code not yet used. */
export const STOCK_ALERT_STATES = ['waiting', 'confirming'] as const;

export const stockAlertSchema = z.object({
  id: z.number().int(),
  variantId: z.string(),
  channel: z.enum(MARKETING_CHANNELS),
  /** Masked: a***@example.com, +233***567. */
  recipient: z.string(),
  state: z.enum(STOCK_ALERT_STATES),
});
export type StockAlert = z.infer<typeof stockAlertSchema>;

export const stockAlertResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  alert: stockAlertSchema,
});

export const myStockAlertsResponseSchema = z.object({
  success: z.literal(true),
  alerts: z.array(stockAlertSchema),
});

export const stockAlertCountsResponseSchema = z.object({
  success: z.literal(true),
  /** Confirmed requests waiting, all variants. */
  waiting: z.number().int(),
  variants: z.array(z.object({ variantId: z.string(), label: z.string(), waiting: z.number().int() })),
});
