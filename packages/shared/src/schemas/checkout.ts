import { z } from 'zod';
import { LEGACY_PAY_ONLINE, PAY_ONLINE, PAYMENT_METHODS, type PaymentMethod } from '../pay-on-delivery';
import { createOrderBodyObject, requireAddressOrBranch } from './orders';
import { PAYMENT_PROVIDERS } from './payments';

/**
 * Checkout starts on the server (docs/product/selling-rules.md#checkout, decision 0007): "Pay"
 * sends the delivery details and the figures the shopper saw; the server writes a pending order, holds its
 * stock and initialises the payment with its own amount and reference. With
 * `paymentMethod: "pay-on-delivery"` (decision 0034) it places the order at once instead: stock
 * taken, cart cleared, payment To pay on delivery, answer state `placed`; a pay-on-delivery
 * rule it breaks is 409 with the rule's message (PAY_ON_DELIVERY_TEXTS.refusals), nothing written.
 * Its `marketing` (decision 0065) is recorded here, source 'checkout', once the start is taken:
 * "Pay" is the call both ways of paying send first; the create's copy is not recorded again.
 */
export const startCheckoutBodySchema = createOrderBodyObject
  .omit({
    paymentReference: true,
    paymentStatus: true,
  })
  .extend({
    // An old client's "paystack" is paying online (decision 0060).
    paymentMethod: z
      .enum([...PAYMENT_METHODS, LEGACY_PAY_ONLINE], {
        error: () => `paymentMethod must be one of: ${PAYMENT_METHODS.join(', ')}`,
      })
      .transform((method): PaymentMethod => (method === LEGACY_PAY_ONLINE ? PAY_ONLINE : method))
      .default(PAY_ONLINE),
    /**
     * Cedis off the goods the shopper saw (the cart's code, decision 0062); checked to the
     * pesewa like the other figures. `shippingFee` is the fee charged, after a free delivery.
     * Absent: the client shows no discount, and a cart with one answers 409 naming it.
     */
    discount: z
      .number({ error: 'discount must be a number' })
      .nonnegative('discount cannot be negative')
      .max(100_000_000)
      .optional(),
  })
  .superRefine(requireAddressOrBranch);
export type StartCheckoutBody = z.input<typeof startCheckoutBodySchema>;

/**
 * What the storefront does next:
 * - `awaiting-payment`: open the provider's popup on `payment.accessCode`;
 * - `confirming`: a charge for this pending order is already under way or made; open no
 *   popup, verify the reference again (or wait for the webhook and the sweeper);
 * - `paid`: the order is already paid; finish with create and go to the orders;
 * - `placed`: pay on delivery, the order is placed (`payOnDelivery` says what to collect);
 *   open no popup, call neither verify nor create, go to /track_order.
 * Pay now instead (POST /api/orders/:id/pay-now) answers the first three like a start; after
 * the popup, verify alone settles the order (create is not needed).
 */
export const CHECKOUT_STATES = ['awaiting-payment', 'confirming', 'paid', 'placed'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];

/** Who takes the money of a checkout: an online provider, or the rider (pay on delivery). */
export const CHECKOUT_PROVIDERS = [...PAYMENT_PROVIDERS, 'pay-on-delivery'] as const;

export const checkoutPaymentSchema = z.object({
  provider: z.enum(CHECKOUT_PROVIDERS),
  reference: z.string(),
  /** Paystack's access code from transaction/initialize, or the test provider's own; "" for pay on delivery. */
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
  /** When the held stock is released if no payment has settled the order (ISO 8601); when placed, its creation. */
  holdExpiresAt: z.string(),
  payment: checkoutPaymentSchema,
  /** State `placed` only: the order to pay on delivery (at the counter for a pickup: `message` says so, PICKUP_TEXTS). */
  payOnDelivery: z
    .object({
      orderNumber: z.string(),
      /** Cedis to have ready for the rider. */
      amountToCollect: z.number(),
      /** PAY_ON_DELIVERY_TEXTS.haveReady with the amount: what /track_order says. */
      message: z.string(),
    })
    .optional(),
});
export type StartCheckoutResponse = z.infer<typeof startCheckoutResponseSchema>;

/** The test provider's dialog pays (or cancels) the transaction the server started. */
export const testChargeByAccessCodeBodySchema = z.strictObject({
  accessCode: z.string({ error: 'accessCode is required' }).trim().min(6).max(100),
  outcome: z.enum(['success', 'cancel'], { error: () => 'outcome must be "success" or "cancel"' }),
});
export type TestChargeBody = z.input<typeof testChargeByAccessCodeBodySchema>;
