import { forgetShopperValues } from './shopper-storage';
import { forgetVisitedProducts } from './visited-products';

/**
 * The bearer token of the logged-in shopper, kept in localStorage under `token`
 * (docs/product/account-rules.md#sessions). Listeners let the header switch between Login and Account at once, also when
 * another tab logs in or out.
 */
const TOKEN_KEY = 'token';
type Listener = () => void;
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener();
}

export function getAuthToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    // Private modes may refuse storage; the shopper is then simply logged out.
    return null;
  }
}

/** A new token is a new shopper, maybe on the same phone: what the last one kept is forgotten. */
export function setAuthToken(token: string): void {
  forgetShopperValues();
  window.localStorage.setItem(TOKEN_KEY, token);
  notify();
}

/**
 * A session that ends (logout, logout everywhere, an expired token) takes with it what this
 * browser kept of the shopper's visit too (decision 0047): the products opened, which the
 * offline page lists, and anything personal in the service worker's caches.
 */
export function clearAuthToken(): void {
  forgetShopperValues();
  forgetVisitedProducts();
  // Loaded when a session ends, not with every page: it is no part of what / shows first.
  void import('./forget-personal-cache-entries').then((module) => module.forgetPersonalCacheEntries());
  window.localStorage.removeItem(TOKEN_KEY);
  notify();
}

export function subscribeAuthToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
