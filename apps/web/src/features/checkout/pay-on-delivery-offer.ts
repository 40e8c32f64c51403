import {
  formatGhs,
  PAY_ON_DELIVERY_ABSENT_TEXT,
  PAY_ON_DELIVERY_TEXTS,
  type PayOnDeliveryOffer,
  PICKUP_TEXTS,
} from '@shop/shared';

/**
 * Whether /order offers pay on delivery: the shop allows it, delivers to the chosen city with
 * it, and the order's total (delivery included) is within the owner's limit. The server checks
 * the same rules again, and the account's own (a verified phone, open orders, refusals), and
 * its refusal says which one broke.
 */
export function isPayOnDeliveryOffered(
  offer: PayOnDeliveryOffer | undefined,
  city: string,
  total: number,
): boolean {
  if (!offer?.enabled || !city) return false;
  // The server matches cities as the delivery fees do: whatever the case and spaces.
  const wanted = city.trim().toLowerCase();
  return (
    offer.cities.some((allowed) => allowed.trim().toLowerCase() === wanted) && total <= offer.maxOrderTotal
  );
}

/**
 * Whether /order offers to pay at the counter for a pickup (decision 0069): pay on delivery's
 * rules without its cities, since no rider collects.
 */
export const isPayAtCounterOffered = (offer: PayOnDeliveryOffer | undefined, total: number): boolean =>
  Boolean(offer?.enabled) && total <= (offer?.maxOrderTotal ?? 0);

/** What the pay-at-the-counter option says of its limit. */
export const payAtCounterHint = (offer: PayOnDeliveryOffer): string =>
  PICKUP_TEXTS.payAtCounterHint(formatGhs(offer.maxOrderTotal));

/** What the pay-on-delivery option says of its limits: the largest total and the cities. */
export const payOnDeliveryHint = (offer: PayOnDeliveryOffer): string =>
  PAY_ON_DELIVERY_TEXTS.methodHint(formatGhs(offer.maxOrderTotal), offer.cities.join(', '));

/**
 * Why pay on delivery is not offered for this order, when the shopper could not tell: the shop
 * offers it for the chosen city, but the total is over the owner's limit (it used to vanish
 * without a word as the cart grew). Undefined when it is offered, or off for other reasons.
 */
export function payOnDeliveryAbsence(
  offer: PayOnDeliveryOffer | undefined,
  city: string,
  total: number,
): string | undefined {
  if (!offer || total <= offer.maxOrderTotal) return undefined;
  if (!isPayOnDeliveryOffered({ ...offer, maxOrderTotal: total }, city, total)) return undefined;
  return PAY_ON_DELIVERY_ABSENT_TEXT.overLimit(formatGhs(offer.maxOrderTotal), formatGhs(total));
}
