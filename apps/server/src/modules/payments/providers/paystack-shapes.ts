import { z } from 'zod';
import type { Charge, ChargeState, FoundRefund, RefundReport } from '../provider';

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
 * Paystack's List Refunds answer (GET /refund?reference=): the charge's refunds, each with its
 * amount (pesewas, sometimes a string), its status and the merchant note it was asked with.
 */
export const paystackRefundListSchema = z.object({
  status: z.boolean(),
  message: z.string().optional().default(''),
  data: z
    .array(
      z.object({
        amount: z.coerce.number().int().nonnegative().optional(),
        status: z.string(),
        merchant_note: z.string().nullable().optional(),
        transaction: z
          .union([z.object({ reference: z.string().nullable().optional() }), z.number(), z.string()])
          .nullable()
          .optional(),
      }),
    )
    .nullable()
    .optional(),
});
export type PaystackRefundList = z.infer<typeof paystackRefundListSchema>;

/**
 * A refund's status in the shop's words. pending, processing, queued (and any status Paystack
 * may add later) count as pending: a refund that might still pay is never asked twice.
 */
function foundRefundOf(status: string): FoundRefund {
  // Reversed: the money went back to the customer's card or wallet.
  if (status === 'processed' || status === 'reversed') return 'processed';
  if (status === 'failed') return 'failed';
  return 'pending';
}

/** How sure a status is that money went or is going: the strongest one names the refund. */
const FOUND_RANK: Record<FoundRefund, number> = { failed: 0, pending: 1, processed: 2 };

/**
 * The charge's refund List Refunds knows with this note, in the shop's words; undefined when
 * none has it. A note asked twice (failed, then asked again) answers its furthest one.
 */
export function foundRefundFromPaystack(
  answer: PaystackRefundList,
  chargeReference: string,
  note: string,
): FoundRefund | undefined {
  let found: FoundRefund | undefined;
  for (const refund of answer.data ?? []) {
    if (refund.merchant_note !== note) continue;
    // Another charge's refund with the same note (another shop on the key) is not this one.
    const reference = typeof refund.transaction === 'object' ? refund.transaction?.reference : undefined;
    if (reference && reference !== chargeReference) continue;
    const state = foundRefundOf(refund.status.toLowerCase());
    if (found === undefined || FOUND_RANK[state] > FOUND_RANK[found]) found = state;
  }
  return found;
}

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
