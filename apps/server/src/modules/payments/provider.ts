import { API_MESSAGES, type PaymentProviderName } from '@shop/shared';
import { HttpError } from '../../plugins/errors';

/**
 * Where a charge stands, in the shop's words. Each provider translates its own words into
 * these (providers/paystack.ts), so the checkout never reads a provider's vocabulary:
 * - `started`: the shopper has not paid (or closed the popup);
 * - `under-way`: paid but not final yet, it may still succeed;
 * - `settled`: the money is taken;
 * - `failed`: it will not succeed;
 * - `refunded`: the money went back.
 * A provider that does not answer throws PaymentUnreachableError instead.
 */
export const CHARGE_STATES = ['started', 'under-way', 'settled', 'failed', 'refunded'] as const;
export type ChargeState = (typeof CHARGE_STATES)[number];

/** What a provider reports about one charge. */
export interface Charge {
  reference: string;
  state: ChargeState;
  amountPesewas: number;
  currency: string;
  /** The provider's own word for the state, kept on the payment row and answered by verify as `status` (old clients read it). */
  providerStatus: string;
  channel: string | null;
  paidAt: Date | null;
  customerEmail: string | null;
  /** The provider's report as it came, stored with the payment for staff. */
  raw: unknown;
}

/** What the server asks the provider to charge: its own amount (pesewas) and reference. */
export interface ChargeToInitiate {
  reference: string;
  email: string;
  amountPesewas: number;
  orderId: string;
  userId: string;
}

export interface InitiatedCharge {
  reference: string;
  /** What the shopper's popup opens the charge with. */
  accessCode: string;
  authorizationUrl: string;
}

/**
 * Who moves the money, as the checkout sees it (decisions 0018, 0060): initiate a charge,
 * verify it, refund it. Paystack and the built-in test provider are the providers
 * (providers/); how the shopper pays (online, on delivery) is a payment method, one level up
 * in orders/checkout/methods/. Each call throws PaymentUnreachableError when the provider does
 * not answer.
 */
export interface PaymentProvider {
  name: PaymentProviderName;
  /** The longest a call may take before it counts as unreachable. */
  answersWithinMs: number;
  /** Paystack's Initialize Transaction: the charge the shopper's popup opens on. */
  initiate(charge: ChargeToInitiate): Promise<InitiatedCharge>;
  /** Paystack's Verify Transaction: what the provider knows of the charge; undefined when it knows none of that reference. */
  verify(reference: string): Promise<Charge | undefined>;
  /**
   * Paystack's Create Refund: the whole charge (a charge already refunded counts as done), or
   * part of it (a return's refund: its amount in pesewas and a note naming it, which the
   * provider's refund events carry back). A provider that answers but refuses throws
   * RefundRefusedError with its reason.
   */
  refund(reference: string, part?: PartialRefund): Promise<void>;
  /**
   * Paystack's List Refunds: where the charge's refund asked with this note stands, undefined
   * when the provider has none with it. Read before a refund is asked again, because an ask
   * whose answer was lost (a timeout, a 5xx, the server stopping) may have paid it already.
   */
  findRefund(chargeReference: string, note: string): Promise<FoundRefund | undefined>;
}

/** Where a refund the provider knows stands: paid back, still on its way, or not to be. */
export type FoundRefund = 'processed' | 'pending' | 'failed';

/** Part of a charge to refund: a return's refund (decision 0063). */
export interface PartialRefund {
  amountPesewas: number;
  /** Names the refund (`refund-<id>`), so the provider's refund events can be matched to it. */
  note: string;
}

/** A refund event a provider reported by itself (a signed webhook), in the shop's words. */
export interface RefundReport {
  outcome: 'processed' | 'failed';
  /** The charge the refund was of. */
  chargeReference: string;
  amountPesewas: number;
  /** The note the refund was asked with, when the provider echoes it. */
  note: string | null;
  /** The provider's reason, for a failed refund. */
  reason: string | null;
}

/**
 * What the returns module does with a refund event, for the webhook (passed in by app.ts like
 * ChargeConfirmer): answers false when no refund of the shop's is the one reported.
 */
export interface RefundReporter {
  reportRefund(report: RefundReport): Promise<boolean>;
}

/**
 * What the orders module does with a charge, for the payments routes: verify and the
 * webhook confirm the checkout that started the reference (decision 0007).
 */
export interface ChargeConfirmer {
  /** POST /api/payments/verify for this account's checkout; answers the settled charge (402 otherwise). */
  verify(userId: string, reference: string): Promise<Charge>;
  /** A charge a provider reported by itself (a signed webhook); answers false when no checkout has the reference. */
  confirmReportedCharge(charge: Charge): Promise<boolean>;
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

/**
 * The provider answered and refused the refund (more than is left of the charge, a charge it
 * cannot refund...). Its reason is kept on the refund for staff, who may try again.
 */
export class RefundRefusedError extends HttpError {
  override name = 'RefundRefusedError';
  constructor(readonly reason: string) {
    super(409, reason);
  }
}
