import { invoicePagePath } from '@shop/shared';
import {
  creditNotePagePath,
  returnRequestPagePath,
  reviewPagePath,
  STOCK_ALERT_CONFIRM_PATH,
  UNSUBSCRIBE_PAGE_PATH,
} from '@shop/shared/storefront-paths';
import { paths } from './paths';

/**
 * What the storefront's service worker may keep (decisions 0032 and 0047). A phone in Ghana is
 * often shared in a family or a shop: whatever the worker keeps, the next person holding the
 * phone can open offline, or read in the browser's storage, for weeks. So it keeps public
 * catalogue pages and answers only, never an address that carries a secret, a screen about one
 * shopper or an answer the server marked as personal.
 */

/**
 * Screens that are about one shopper or carry a secret (the reset link's token): never kept.
 * The browser renders them from the app shell anyway (routes.tsx: clientOnly), so offline the
 * worker answers them with the precached shell instead.
 */
export const PERSONAL_SCREENS: readonly string[] = [
  paths.cart,
  paths.order,
  paths.profile,
  paths.trackOrder,
  // The printable invoices, /invoice/:orderId (decision 0061).
  invoicePagePath('').slice(0, -1),
  // The return form and the printable credit notes (decision 0063): /return/:orderId, /credit_note/:orderId/:number.
  returnRequestPagePath('').slice(0, -1),
  creditNotePagePath('', '').replace(/\/+$/, ''),
  // The review form, /review/:productId, opened by a review e-mail's link (decision 0064).
  reviewPagePath(0).replace(/\/0$/, ''),
  // The unsubscribe page, /unsubscribe?token=, opened by a marketing e-mail's link (decision 0065).
  UNSUBSCRIBE_PAGE_PATH,
  // A guest's back-in-stock confirmation, /stock-alert?token=, opened by its e-mail's link (decision 0066).
  STOCK_ALERT_CONFIRM_PATH,
  paths.login,
  paths.resetPassword,
];

/**
 * API areas whose every answer is about one account or is staff-only, as the server marks them
 * (apps/server/src/plugins/personal-answers.ts): kept from the cache even if the server forgot.
 */
const PERSONAL_API_AREAS = [
  '/api/user',
  '/api/cart',
  '/api/orders',
  '/api/payments',
  // A shopper's return requests and their photos (decision 0063); an order's under /api/orders.
  '/api/returns',
  // A review link's answer (decision 0064): the token is in its path, and the answer is its account's.
  '/api/review-links',
  // What an unsubscribe link stops (decision 0065): the token is in its query, the answer names a person.
  '/api/marketing',
  '/api/admin',
  '/admin',
];

/**
 * Query names that hold a secret or a person's details: reset and verification tokens, codes,
 * payment references (Paystack's `reference`, `trxref`), keys, e-mail addresses and phones. A
 * name is matched anywhere in it (`resetToken`, `access_code`): a page left out by mistake only
 * costs its offline copy, a secret kept by mistake is the next person's.
 */
const SECRET_QUERY_NAME =
  /token|code|ref|secret|pass|otp|key|sign|session|auth|nonce|ticket|hash|mail|phone/i;

/** A long run of letters and digits with no space is an opaque token whatever its name. */
const OPAQUE_VALUE = /^(?=.*\d)[\w.~+/=-]{20,}$/;

const isUnder = (pathname: string, area: string) => pathname === area || pathname.startsWith(`${area}/`);

export function isPersonalScreen(url: URL): boolean {
  return PERSONAL_SCREENS.some((screen) => isUnder(url.pathname, screen));
}

export function hasSecretQuery(url: URL): boolean {
  for (const [name, value] of url.searchParams) {
    if (SECRET_QUERY_NAME.test(name) || OPAQUE_VALUE.test(value)) return true;
  }
  return false;
}

/** Whether an address may be stored at all, whatever its answer. */
export function mayKeepAddress(url: URL): boolean {
  return (
    !isPersonalScreen(url) &&
    !hasSecretQuery(url) &&
    !PERSONAL_API_AREAS.some((area) => isUnder(url.pathname, area))
  );
}

/**
 * Whether an answer may be stored: a whole 200 that the server let be stored. The server sends
 * `Cache-Control: no-store` on every answer built for a signed-in account, whatever its address,
 * so an answer behind authorization is never kept even where its address looks public.
 */
export function mayKeepAnswer(response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return response.status === 200 && !/\b(no-store|private)\b/i.test(cacheControl);
}

export function mayKeep(request: Request, response: Response): boolean {
  return mayKeepAddress(new URL(request.url)) && mayKeepAnswer(response);
}
