import { paths } from './paths';

/**
 * Where the shopper was when the shop sent them to /login, and the item they were adding to
 * the cart, so that after logging in or signing up they come back to it with the item added
 * (docs/decisions/0049-back-where-you-were-after-login.md). Kept in sessionStorage: the login
 * ends in a full page load, and the intent belongs to this tab only.
 */
const RETURN_KEY = 'return-after-login';

export interface ItemToAdd {
  productId: string;
  variantId?: string;
}

export interface ReturnAfterLogin {
  path: string;
  addToCart?: ItemToAdd;
}

/**
 * A way back older than this is dropped: on a phone shared in a family or a shop, the item a
 * guest tapped an hour ago must not land in the cart of the next person who logs in.
 */
export const RETURN_LIFETIME_MS = 30 * 60 * 1000;

/** Any origin serves to tell a path from an address: only the parsed origin is compared. */
const PROBE_ORIGIN = 'https://shop.invalid';

/**
 * A path of this shop only: "/..." that stays on the same origin once parsed ("//evil.example",
 * "/\\evil.example" and "https://..." leave it), and not /login itself, which would loop.
 */
export function isShopPath(candidate: unknown): candidate is string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return false;
  // Browsers drop tabs and line breaks inside addresses, so "/\t/evil.example" is "//evil.example".
  if (/[\s\\]/.test(candidate)) return false;
  let parsed: URL;
  try {
    parsed = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return false;
  }
  return parsed.origin === PROBE_ORIGIN && parsed.pathname !== paths.login;
}

const isItemToAdd = (value: unknown): value is ItemToAdd => {
  if (typeof value !== 'object' || value === null) return false;
  const { productId, variantId } = value as Record<string, unknown>;
  return typeof productId === 'string' && (variantId === undefined || typeof variantId === 'string');
};

/** Remembers the way back; a path that is not the shop's own is not kept at all. */
export function rememberReturnAfterLogin(intent: ReturnAfterLogin): void {
  if (!isShopPath(intent.path)) return;
  try {
    window.sessionStorage.setItem(RETURN_KEY, JSON.stringify({ ...intent, savedAt: Date.now() }));
  } catch {
    // Storage refused (private mode): the shopper lands on /profile, as before.
  }
}

/** The way back, once: read and forgotten, and checked again (storage is the page's to write). */
export function takeReturnAfterLogin(): ReturnAfterLogin | null {
  let stored: string | null;
  try {
    stored = window.sessionStorage.getItem(RETURN_KEY);
    window.sessionStorage.removeItem(RETURN_KEY);
  } catch {
    return null;
  }
  if (!stored) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { path, addToCart, savedAt } = parsed as Record<string, unknown>;
  if (!isShopPath(path)) return null;
  if (typeof savedAt !== 'number' || !(Date.now() - savedAt < RETURN_LIFETIME_MS)) return null;
  return isItemToAdd(addToCart) ? { path, addToCart } : { path };
}
