import { z } from 'zod';
import { createOrderBodySchema } from './orders';
import { PAYMENT_PROVIDERS } from './payments';

/**
 * Checkout starts on the server (DESIGN.md section 6 and 9.9): "Pay" sends the delivery
 * details and the figures the shopper saw; the server writes a pending order, holds its
 * stock and initialises the payment with its own amount and reference.
 */
export const startCheckoutBodySchema = createOrderBodySchema.omit({
  paymentReference: true,
  paymentStatus: true,
});
export type StartCheckoutBody = z.input<typeof startCheckoutBodySchema>;

/**
 * What the storefront does next:
 * - `awaiting-payment`: open the provider's popup on `payment.accessCode`;
 * - `confirming`: a charge for this pending order is already under way or made; open no
 *   popup, verify the reference again (or wait for the webhook and the sweeper);
 * - `paid`: the order is already paid; finish with create and go to the orders.
 */
export const CHECKOUT_STATES = ['awaiting-payment', 'confirming', 'paid'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];

export const checkoutPaymentSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  reference: z.string(),
  /** Paystack's access code from transaction/initialize, or the test provider's own. */
  accessCode: z.string(),
  /** Paystack's public key for the popup; null with the test provider. */
  publicKey: z.string().nullable(),
  /** Cedis, as every amount the API speaks. */
  amount: z.number(),
  currency: z.literal('GHS'),
  email: z.string(),
});
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>;

export const startCheckoutResponseSchema = z.object({
  success: z.literal(true),
  state: z.enum(CHECKOUT_STATES),
  orderId: z.string(),
  /** When the held stock is released if no payment has settled the order (ISO 8601). */
  holdExpiresAt: z.string(),
  payment: checkoutPaymentSchema,
});
export type StartCheckoutResponse = z.infer<typeof startCheckoutResponseSchema>;

/** The test provider's dialog pays (or cancels) the transaction the server started. */
export const testChargeByAccessCodeBodySchema = z.strictObject({
  accessCode: z.string({ error: 'accessCode is required' }).trim().min(6).max(100),
  outcome: z.enum(['success', 'cancel'], { error: () => 'outcome must be "success" or "cancel"' }),
});
export type TestChargeBody = z.input<typeof testChargeByAccessCodeBodySchema>;
