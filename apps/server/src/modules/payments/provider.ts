import { API_MESSAGES, type PaymentProviderName } from '@shop/shared';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';

/** One transaction as Paystack describes it (Verify Transaction's `data`, and a webhook event's `data`). */
export const paystackTransactionSchema = z.object({
  status: z.string(),
  reference: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  channel: z.string().nullable().optional(),
  paid_at: z.string().nullable().optional(),
  customer: z.object({ email: z.string().nullable().optional() }).nullable().optional(),
});
export type PaystackTransaction = z.infer<typeof paystackTransactionSchema>;

/** Paystack's Verify Transaction answer: `status` false with no data when it does not know the reference. */
export const paystackVerifyAnswerSchema = z.object({
  status: z.boolean(),
  message: z.string().optional().default(''),
  data: paystackTransactionSchema.nullable().optional(),
});
export type PaystackVerifyAnswer = z.infer<typeof paystackVerifyAnswerSchema>;

/** Paystack's Initialize Transaction answer. */
export const paystackInitializeAnswerSchema = z.object({
  status: z.literal(true),
  message: z.string().optional().default(''),
  data: z.object({ authorization_url: z.string(), access_code: z.string(), reference: z.string() }),
});

/** What the server asks the provider to charge: its own amount (pesewas) and reference. */
export interface PaymentToInitialize {
  reference: string;
  email: string;
  amountPesewas: number;
  orderId: string;
  userId: string;
}

export interface InitializedPayment {
  reference: string;
  accessCode: string;
  authorizationUrl: string;
}

/** Paystack's statuses of a charge that has started and may still succeed. */
export const CHARGE_UNDER_WAY_STATUSES: readonly string[] = ['ongoing', 'pending', 'processing', 'queued'];

/**
 * Where payments start, are checked and refunded. Both providers answer in Paystack's
 * shapes, so one set of checks serves both and the test provider exercises the same code
 * path as Paystack. Each call throws PaymentUnreachableError when the provider does not answer.
 */
export interface PaymentProvider {
  name: PaymentProviderName;
  initialize(payment: PaymentToInitialize): Promise<InitializedPayment>;
  verify(reference: string): Promise<PaystackVerifyAnswer>;
  /** Refunds the whole transaction; a transaction already refunded counts as done. */
  refund(reference: string): Promise<void>;
}

/**
 * What the orders module does with a payment, for the payments routes: verify and the
 * webhook settle the checkout that started the reference (decision 0007).
 */
export interface ChargeSettler {
  /** POST /api/payments/verify for this account's checkout; answers the provider's transaction. */
  verify(userId: string, reference: string): Promise<PaystackTransaction>;
  /** A signed charge.success; answers false when no checkout has the reference. */
  settleCharge(transaction: PaystackTransaction, raw: unknown): Promise<boolean>;
}

/**
 * The provider did not answer usefully (network error, timeout, 5xx, a bad key). The
 * shopper is asked to retry, and nothing about the payment is written.
 */
export class PaymentUnreachableError extends HttpError {
  override name = 'PaymentUnreachableError';
  constructor(readonly reason: string) {
    super(502, API_MESSAGES.paymentUnreachable);
  }
}
