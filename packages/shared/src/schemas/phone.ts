import { z } from 'zod';
import { COUNTRIES } from '../countries';

/** POST /api/user/phone/start: the number to check, read in the country chosen (Ghana by default). */
export const phoneStartBodySchema = z.strictObject({
  phone: z
    .string({ error: 'phone is required' })
    .trim()
    .min(1, 'phone is required')
    .max(40, 'phone is too long'),
  country: z
    .enum(COUNTRIES as [string, ...string[]], {
      error: () => `country must be one of: ${COUNTRIES.join(', ')}`,
    })
    .optional(),
});
export type PhoneStartBody = z.input<typeof phoneStartBodySchema>;

/** POST /api/user/phone/confirm: the 6 digits of the SMS. */
export const phoneConfirmBodySchema = z.strictObject({
  code: z
    .string({ error: 'code is required' })
    .trim()
    .regex(/^\d{6}$/, 'code must be the 6 digits of the SMS'),
});

/** PUT /api/user/phone/order-texts: "Text me about my orders". */
export const orderTextsBodySchema = z.strictObject({
  orderTexts: z.boolean({ error: 'orderTexts must be true or false' }),
});

/** How a shopper's order updates travel when they are on (decision 0066): SMS as before, or WhatsApp. */
export const ORDER_UPDATE_CHANNELS = ['sms', 'whatsapp'] as const;
export type OrderUpdatesChannel = (typeof ORDER_UPDATE_CHANNELS)[number];

/**
 * PUT /api/user/phone/order-texts, the shopper's own (decision 0066): "Send me order updates",
 * and optionally by which channel; left out, the channel stays as it was. WhatsApp is refused
 * (400) when the shop sends no WhatsApp (`whatsAppOffered` false). This API came first, for the
 * storefront's /profile switch, which is built against it.
 */
export const orderUpdatesBodySchema = orderTextsBodySchema.extend({
  orderUpdatesChannel: z
    .enum(ORDER_UPDATE_CHANNELS, {
      error: () => `orderUpdatesChannel must be one of: ${ORDER_UPDATE_CHANNELS.join(', ')}`,
    })
    .optional(),
});
export type OrderUpdatesBody = z.input<typeof orderUpdatesBodySchema>;

/**
 * GET /api/user/phone: the account's number (E.164 and as people write it), verified or not, and
 * its choice of order updates: on or off (`orderTexts`), and by SMS or WhatsApp
 * (`orderUpdatesChannel`, decision 0066); `whatsAppOffered` says whether the shop sends WhatsApp
 * at all, so /profile shows the choice only then.
 */
export const phoneSettingsSchema = z.object({
  phone: z.string().nullable(),
  phoneDisplay: z.string().nullable(),
  phoneVerified: z.boolean(),
  orderTexts: z.boolean(),
  orderUpdatesChannel: z.enum(ORDER_UPDATE_CHANNELS),
  whatsAppOffered: z.boolean(),
});
export type PhoneSettings = z.infer<typeof phoneSettingsSchema>;
export const phoneSettingsResponseSchema = phoneSettingsSchema.extend({ success: z.literal(true) });
