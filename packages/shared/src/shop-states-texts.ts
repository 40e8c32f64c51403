/**
 * Texts of the storefront's search results page, its offline cart and the reason pay on
 * delivery is not offered (docs/decisions/0050).
 */
export const SEARCH_RESULTS_TEXT = {
  /** The last line of the header's suggestions, which opens the results page. */
  seeAll: (text: string) => `See all results for "${text}"`,
  heading: (text: string) => `Results for "${text}"`,
  pageTitle: (text: string) => `Search: ${text}`,
  pageDescription: (text: string) => `Products matching "${text}": phones, laptops and accessories in Ghana.`,
} as const;

export const OFFLINE_CART_TEXT = {
  /** The cart's products could not load because the phone has no connection, not a shop fault. */
  productsOffline: 'You are offline, so your cart cannot load. It will show again when you are back online.',
} as const;

/** Said under the one payment method on /order when pay on delivery is gone for this order. */
export const PAY_ON_DELIVERY_ABSENT_TEXT = {
  /** The order's total, delivery included, is over the owner's largest pay-on-delivery total. */
  overLimit: (limit: string, total: string) =>
    `Pay on delivery is available for orders up to ${limit}. This order comes to ${total}, so it is paid online.`,
} as const;

/** The longest search the list call takes (its `q`), so the results page cuts rather than fails. */
export const SEARCH_TEXT_MAX_LENGTH = 100;
