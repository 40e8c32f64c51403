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

/**
 * Where payments are checked. Both providers answer in Paystack's verify shape, so one set
 * of checks serves both and the test provider exercises the same code path as Paystack.
 */
export interface PaymentProvider {
  name: PaymentProviderName;
  verify(reference: string): Promise<PaystackVerifyAnswer>;
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
