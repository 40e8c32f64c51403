import { z } from 'zod';
import { paymentReferenceSchema } from './orders';

export const verifyPaymentBodySchema = z.strictObject({ reference: paymentReferenceSchema });

export const verifyPaymentResponseSchema = z.object({
  success: z.literal(true),
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
});

export const PAYMENT_PROVIDERS = ['paystack', 'test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const paymentConfigResponseSchema = z.object({
  success: z.literal(true),
  provider: z.enum(PAYMENT_PROVIDERS),
  publicKey: z.string().nullable(),
  currency: z.literal('GHS'),
});
export type PaymentConfig = z.infer<typeof paymentConfigResponseSchema>;

export const testChargeBodySchema = z.strictObject({
  reference: paymentReferenceSchema,
  email: z.string().trim().toLowerCase().pipe(z.email('email must be a valid email address')),
  amount: z
    .number({ error: 'amount must be a number of pesewas' })
    .int('amount must be whole pesewas')
    .positive()
    // The amount is stored in a PostgreSQL integer column; a larger one must be a 400, not a 500.
    .max(2_147_483_647, 'amount must be at most 2147483647 pesewas'),
  outcome: z.enum(['success', 'cancel'], { error: () => 'outcome must be "success" or "cancel"' }),
});
export type TestChargeBody = z.infer<typeof testChargeBodySchema>;

export const testChargeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reference: z.string(),
  status: z.enum(['success', 'abandoned']),
});
