import { ApiError } from '@shop/shared/api-client';
import { type Mutation, MutationCache, type Query, QueryCache } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { clearAuthToken } from '../lib/auth-token';
import { paths } from '../lib/paths';
import { rememberReturnAfterLogin } from '../lib/return-after-login';
import { removeShopperData } from './shopper-data';

/** What a query or mutation tells the session policy below, as its `meta`. */
export type SessionMeta = {
  /**
   * The first version's text for the screen that asked ("You are not logged in." on /track_order).
   * A 401 on a request that names one ends the session with it. The header's background
   * requests (cart count, Admin link) name none and leave the session alone, as a wrong
   * password at login does: the screen that needs the login says so when it asks itself.
   */
  loginMessage?: string;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: SessionMeta;
    mutationMeta: SessionMeta;
  }
}

/** The server no longer accepts the token (expired, or revoked by a logout in another tab). */
export const isSessionExpired = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;

export type NavigateTo = (path: string, options: { replace: boolean }) => void;

/**
 * A query shared by several components holds the options of whichever rendered last (the
 * header's cart count and the cart page both read the cart), so the message is looked for on
 * every component that watches it: the screen names one, the header does not.
 */
function loginMessageOf(query: Query<unknown, unknown, unknown>): string | undefined {
  const messages = query.observers.map((observer) => observer.options.meta?.loginMessage);
  return messages.findLast(Boolean) ?? query.meta?.loginMessage;
}

/**
 * The storefront's one failure policy for a dead session, set on the QueryClient's caches so
 * that no screen repeats it: a 401 on a request of a screen that needs a login clears the
 * token and the shopper's cached cart, profile and orders, toasts the screen's message and
 * sends the shopper to /login (replacing the page, so Back does not return to a dead screen).
 * Screens keep their other failure toasts and skip them for a 401 (isSessionExpired).
 * `navigate` comes from the router, which is created after the query client.
 */
export function createSessionCaches(navigate: NavigateTo) {
  const queryCache = new QueryCache({
    onError: (error, query) => {
      const message = loginMessageOf(query);
      if (message && isSessionExpired(error)) endSession(message);
    },
  });
  const mutationCache = new MutationCache({
    onError: (error, _variables, _context, mutation: Mutation<unknown, unknown, unknown>) => {
      const message = mutation.meta?.loginMessage;
      if (message && isSessionExpired(error)) endSession(message);
    },
  });

  function endSession(message: string) {
    clearAuthToken();
    removeShopperData(queryCache);
    // One toast however many requests fail together (the cart and the delivery fees).
    toast.error(message, { toastId: message });
    // Logging in again comes back to this screen.
    if (typeof window !== 'undefined')
      rememberReturnAfterLogin({ path: window.location.pathname + window.location.search });
    navigate(paths.login, { replace: true });
  }

  return { queryCache, mutationCache };
}
