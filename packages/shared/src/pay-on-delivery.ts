/**
 * The payment methods (decision 0060) and pay on delivery's settings (decision 0034). The one
 * line that says how an order is paid is in how-order-is-paid.ts; the payment states and their
 * moves in order-states.ts; the words in pay-on-delivery-texts.ts.
 */

/**
 * How the shopper pays, `paymentMethod` of POST /api/orders/start and of an order: online
 * (mobile money or card, through the shop's payment provider; the default) or to the rider at
 * the door. Which provider takes an online payment is another word (PAYMENT_PROVIDERS).
 */
export const PAYMENT_METHODS = ['pay-online', 'pay-on-delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAY_ONLINE = 'pay-online' satisfies PaymentMethod;
export const PAY_ON_DELIVERY = 'pay-on-delivery' satisfies PaymentMethod;

/**
 * Paying online as clients sent it, and orders kept it, before decision 0060: the API still
 * takes it, and an order that keeps it reads as PAY_ONLINE.
 */
export const LEGACY_PAY_ONLINE = 'paystack';

/** A payment method as an old client sends it or an old order keeps it, in today's words. */
export function currentPaymentMethod(method: string): string {
  return method === LEGACY_PAY_ONLINE ? PAY_ONLINE : method;
}

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
