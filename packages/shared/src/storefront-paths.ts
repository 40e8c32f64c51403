/**
 * Storefront paths that the server's e-mails and the storefront both name (decision 0061). In a
 * file of their own, with no zod: the storefront's routes and footer import them into the first
 * download of every page, which a schema's module would bring zod into (decision 0005).
 */

/** The storefront's page of the warranty check, and its one query parameter. */
export const WARRANTY_PAGE_PATH = '/warranty';
/** The storefront's printable invoice of an order (the shopper's own): /invoice/:orderId. */
export const invoicePagePath = (orderId: string) => `/invoice/${orderId}`;

/** The shopper's form to return units of an order or claim a unit's warranty (decision 0063): /return/:orderId. */
export const returnRequestPagePath = (orderId: string) => `/return/${orderId}`;

/** The printable credit note of a refund (decision 0063): /credit_note/:orderId/CRN-000001. */
export const creditNotePagePath = (orderId: string, creditNoteNumber: string) =>
  `/credit_note/${orderId}/${creditNoteNumber}`;

/**
 * The review form of a product (decision 0064): /review/:productId, with the token of the link
 * a buyer is sent three days after delivery (it opens the form without signing in, once).
 */
export const reviewPagePath = (productId: number, token?: string) =>
  token ? `/review/${productId}?token=${encodeURIComponent(token)}` : `/review/${productId}`;

/**
 * The page of a marketing e-mail's unsubscribe link (decision 0065): /unsubscribe?token=, which
 * confirms the stop for a person without signing in.
 */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

/**
 * The page a guest's "Notify me when it's back" e-mail links to (decision 0066):
 * /stock-alert?token=, which confirms the request without signing in.
 */
export const STOCK_ALERT_CONFIRM_PATH = '/stock-alert';

/** The cart, which a cart reminder links back to. */
export const CART_PAGE_PATH = '/cart';

/** A product's page on the storefront, which a back-in-stock message links to: /singleProducts/:id. */
export const productPagePath = (productId: number) => `/singleProducts/${productId}`;
