import { z } from 'zod';
import { paymentReferenceSchema } from './orders';
import { payOnDeliveryOfferSchema } from './pay-on-delivery';

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
  /** Pay on delivery as the owner set it (decision 0034); optional for older answers, always sent by this server. */
  payOnDelivery: payOnDeliveryOfferSchema.optional(),
});
export type PaymentConfig = z.infer<typeof paymentConfigResponseSchema>;

export const testChargeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reference: z.string(),
  status: z.enum(['success', 'abandoned']),
});
