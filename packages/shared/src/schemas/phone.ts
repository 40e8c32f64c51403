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

/** GET /api/user/phone: the account's number (E.164 and as people write it), verified or not, and its choice. */
export const phoneSettingsSchema = z.object({
  phone: z.string().nullable(),
  phoneDisplay: z.string().nullable(),
  phoneVerified: z.boolean(),
  orderTexts: z.boolean(),
});
export type PhoneSettings = z.infer<typeof phoneSettingsSchema>;
export const phoneSettingsResponseSchema = phoneSettingsSchema.extend({ success: z.literal(true) });
