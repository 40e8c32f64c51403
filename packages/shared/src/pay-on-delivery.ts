/**
 * Pay on delivery (decision 0034): the ways to pay, the settings' defaults and the
 * one line that says how an order is paid, for lists, e-mails and SMS. The payment states and
 * their moves are in order-states.ts; the words in pay-on-delivery-texts.ts.
 */
import { formatGhs } from './money';
import { PAY_ON_DELIVERY_TEXTS } from './pay-on-delivery-texts';

/** `paymentMethod` of POST /api/orders/start and of an order; "paystack" (pay now) is the default. */
export const PAYMENT_METHODS = ['paystack', 'pay-on-delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAY_NOW = 'paystack' satisfies PaymentMethod;
export const PAY_ON_DELIVERY = 'pay-on-delivery' satisfies PaymentMethod;

/** How the rider was paid at the door. */
export const COLLECTION_METHODS = ['cash', 'momo'] as const;
export type CollectionMethod = (typeof COLLECTION_METHODS)[number];

/** What staff record at the door. */
export const COLLECTION_OUTCOMES = ['collected', 'refused'] as const;
export type CollectionOutcome = (typeof COLLECTION_OUTCOMES)[number];

/**
 * Whether a start needs the delivery phone to be the account's verified number:
 * `when-sms-is-on` (the default) asks it only when the shop sends SMS (SMS_PROVIDER), since
 * without SMS nobody can verify a number.
 */
export const VERIFIED_PHONE_RULES = ['when-sms-is-on', 'always', 'never'] as const;
export type VerifiedPhoneRule = (typeof VERIFIED_PHONE_RULES)[number];

/** The largest order total pay on delivery takes unless the owner sets another (GHS). */
export const PAY_ON_DELIVERY_MAX_TOTAL_DEFAULT = 3000;
export const PAY_ON_DELIVERY_MAX_TOTAL_LIMIT = 10_000_000;
/** Open pay-on-delivery orders an account may have at once unless the owner sets another. */
export const PAY_ON_DELIVERY_OPEN_ORDERS_DEFAULT = 1;
export const PAY_ON_DELIVERY_OPEN_ORDERS_MAX = 20;
/** Refused deliveries after which an account loses pay on delivery until staff restore it. */
export const REFUSED_DELIVERIES_LIMIT = 2;
/** Days the collected figures cover unless asked otherwise, and at most. */
export const COLLECTIONS_DAYS_DEFAULT = 30;
export const COLLECTIONS_DAYS_MAX = 92;

/** The settings of a shop whose owner never saved any: off. */
export const DEFAULT_PAY_ON_DELIVERY_SETTINGS = {
  enabled: false,
  cities: [] as string[],
  maxOrderTotal: PAY_ON_DELIVERY_MAX_TOTAL_DEFAULT,
  verifiedPhone: 'when-sms-is-on' as VerifiedPhoneRule,
  openOrdersPerAccount: PAY_ON_DELIVERY_OPEN_ORDERS_DEFAULT,
};

/** Whether the rule asks for a verified phone on this shop. */
export function isVerifiedPhoneRequired(rule: VerifiedPhoneRule, smsConfigured: boolean): boolean {
  return rule === 'always' || (rule === 'when-sms-is-on' && smsConfigured);
}

/** What `howOrderIsPaid` reads of an order (orderSchema, adminOrderSummarySchema and the server's rows alike). */
export interface HowPaidInput {
  paymentMethod: string;
  paymentStatus: string;
  /** Cedis. */
  total: number;
  collection?: { method: CollectionMethod | null } | null;
}

/**
 * One line saying how the order is paid, in the shop's words (GSM-7 safe for SMS):
 * "Pay on delivery: GHS 1,234.00 to the rider (cash or mobile money)", "Paid on delivery
 * (cash)", "Paid online (mobile money or card)"...
 */
export function howOrderIsPaid(order: HowPaidInput): string {
  const texts = PAY_ON_DELIVERY_TEXTS.howPaid;
  switch (order.paymentStatus) {
    case 'To pay on delivery':
      return texts.toPayOnDelivery(formatGhs(order.total));
    case 'Collected':
      return texts.collected(order.collection?.method ?? 'cash');
    case 'Refused at the door':
      return texts.refused;
    case 'Cancelled unpaid':
      return texts.cancelledUnpaid;
    case 'Pending':
    case 'Expired':
      return texts.awaitingOnline;
    case 'Refund pending':
    case 'Refunded':
      return texts.refundedOnline;
    default:
      return texts.paidOnline;
  }
}
