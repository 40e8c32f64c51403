/**
 * What the storefront says when the signal drops (decision 0032): visited pages open
 * from the service worker's copy with a calm bar, a page never visited shows the offline page
 * with the products the shopper looked at, and actions that need the server say so.
 */
export const OFFLINE_MESSAGES = {
  /** The bar over a page opened without a connection. */
  offlineBar: 'You are offline: prices may have changed',
  /** Cart, checkout and account actions tapped without a connection. */
  needsConnection: 'You are offline. This needs a connection: try again when you are back online.',
  /** A new deploy is ready: the page asks before it reloads, so no half-filled form is lost. */
  updateReady: 'A new version of the shop is ready.',
  reload: 'Reload',
} as const;

/** The offline page, shown for a page this phone has never opened while there is no connection. */
export const OFFLINE_PAGE_TEXT = {
  title: 'You are offline | Kwik Tech Ghana',
  heading: 'You are offline',
  intro: 'This page has not been opened on this phone yet, so it needs a connection.',
  visitedHeading: 'Products you looked at, which open without a connection',
  noneVisited: 'Pages you open while online are kept here for when the signal drops.',
  home: 'Go to the home page',
} as const;

/** A checkout whose connection dropped after Pay, found again when /order opens (decision 0039). */
export const CHECKOUT_RESUME_TEXT = {
  awaitingPayment: 'Your order is waiting for payment: its items are held for you. Press Pay to finish.',
  confirming: 'We are confirming your payment for this order.',
  paid: 'Your payment was received: placing your order.',
  offline: 'You are offline. Your order and its held items are kept: reconnect to finish paying.',
} as const;
