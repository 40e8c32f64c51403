/**
 * The one reminder of a left cart (decision 0066), by e-mail, SMS and WhatsApp, written once for
 * the server and its tests. It lists the items at today's prices and stock, never the prices
 * they were added at. The SMS keeps to GSM-7 (no curly quotes, no x sign) so it fits one
 * segment with a realistic product name; the server cuts a long one.
 */
export const CART_REMINDER_TEXTS = {
  subject: 'You left something in your cart',
  heading: (firstName: string) => `${firstName}, your cart is waiting`,
  intro: 'You left these in your cart at Kwik Tech. Here they are at today’s prices:',
  /** One line of the list: the product (and its options), and how many. */
  line: (name: string, quantity: number) => (quantity > 1 ? `${name} × ${quantity}` : name),
  soldOut: 'Sold out',
  total: 'Total today',
  stockNote: 'Prices and stock change: we cannot hold anything for you until you order.',
  button: 'Go to your cart',
  why: 'You get this e-mail because you said yes to offers by e-mail.',
  unsubscribe: 'Stop offers by e-mail',
  /** What the SMS and WhatsApp message name: the first item in stock, and how many more. */
  itemsSummary: (first: string, more: number) => (more > 0 ? `${first} and ${more} more` : first),
  /** One GSM-7 segment with a realistic product name; ends with how to stop offers. */
  sms: (items: string, url: string) =>
    `Kwik Tech: you left ${items} in your cart. Finish your order: ${url} Reply STOP to stop offers`,
} as const;
