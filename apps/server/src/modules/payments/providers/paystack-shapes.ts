import { z } from 'zod';
import type { Charge, ChargeState, RefundReport } from '../provider';

/*
 * Paystack's words stop here: its answers are parsed and translated into the shop's
 * `Charge` (provider.ts), and nothing past this file reads them.
 */

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

/** Paystack's Create Refund answer: `status` true when the refund is queued; otherwise its reason. */
export const paystackRefundAnswerSchema = z.object({
  status: z.boolean(),
  message: z.string().optional().default(''),
});

/**
 * A refund event (refund.processed, refund.failed): the charge's reference, the amount in
 * pesewas (sometimes sent as a string) and the merchant note the refund was asked with.
 */
export const paystackRefundEventSchema = z.object({
  event: z.enum(['refund.processed', 'refund.failed']),
  data: z.object({
    transaction_reference: z.string(),
    amount: z.coerce.number().int().nonnegative(),
    merchant_note: z.string().nullable().optional(),
    status: z.string().optional(),
    message: z.string().nullable().optional(),
    reason: z.string().nullable().optional(),
  }),
});

/** A refund event in the shop's words. */
export function refundReportFromPaystack(event: z.infer<typeof paystackRefundEventSchema>): RefundReport {
  const failed = event.event === 'refund.failed';
  return {
    outcome: failed ? 'failed' : 'processed',
    chargeReference: event.data.transaction_reference,
    amountPesewas: event.data.amount,
    note: event.data.merchant_note ?? null,
    reason: failed ? event.data.reason || event.data.message || event.data.status || 'refund failed' : null,
  };
}

/** Paystack's statuses of a charge that has started and may still succeed. */
const UNDER_WAY_STATUSES: readonly string[] = ['ongoing', 'pending', 'processing', 'queued'];

/** Paystack's status in the shop's words; a status it may add later counts as failed. */
function chargeStateOf(status: string): ChargeState {
  if (status === 'success') return 'settled';
  // Paystack's word for a transaction nobody has paid (or whose popup was closed).
  if (status === 'abandoned') return 'started';
  if (status === 'reversed') return 'refunded';
  if (UNDER_WAY_STATUSES.includes(status)) return 'under-way';
  return 'failed';
}

function paidAt(transaction: PaystackTransaction): Date | null {
  if (!transaction.paid_at) return null;
  const date = new Date(transaction.paid_at);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A Paystack transaction as the shop's charge; `raw` is what Paystack sent, kept for staff. */
export function chargeFromPaystack(transaction: PaystackTransaction, raw: unknown): Charge {
  return {
    reference: transaction.reference,
    state: chargeStateOf(transaction.status),
    amountPesewas: transaction.amount,
    currency: transaction.currency,
    providerStatus: transaction.status,
    channel: transaction.channel ?? null,
    paidAt: paidAt(transaction),
    customerEmail: transaction.customer?.email ?? null,
    raw,
  };
}

/** Verify Transaction's answer about `reference` as a charge; undefined when Paystack does not know it. */
export function chargeFromVerifyAnswer(answer: PaystackVerifyAnswer, reference: string): Charge | undefined {
  if (!answer.status || !answer.data || answer.data.reference !== reference) return undefined;
  return chargeFromPaystack(answer.data, answer);
}
