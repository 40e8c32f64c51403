import { ApiError } from '@shop/shared/api-client';
import { type Mutation, MutationCache, type Query, QueryCache } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { clearAuthToken } from '../lib/auth-token';
import { paths } from '../lib/paths';
import { removeShopperData } from './shopper-data';

/** What a query or mutation tells the session policy below, as its `meta`. */
export type SessionMeta = {
  /**
   * The spec's text for the screen that asked ("You are not logged in." on /track_order),
   * shown on the way to /login when a 401 ends the session. The header's own requests (cart
   * count, Admin link) name none: a dead token there logs the shopper out quietly, without
   * pulling them off the page they are reading.
   */
  loginMessage?: string;
  /** For a request whose 401 is an answer, not a dead session: a wrong password at login. */
  sessionless?: boolean;
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
 * that no screen repeats it: a 401 clears the token and the shopper's cached cart, profile and
 * orders; when the request came from a screen that needs a login, its message is toasted and
 * the shopper sent to /login (replacing the page, so Back does not return to a dead screen).
 * Screens keep their other failure toasts and skip them for a 401 (isSessionExpired).
 * `navigate` comes from the router, which is created after the query client.
 */
export function createSessionCaches(navigate: NavigateTo) {
  const queryCache = new QueryCache({
    onError: (error, query) => {
      if (isSessionExpired(error) && !query.meta?.sessionless) endSession(loginMessageOf(query));
    },
  });
  const mutationCache = new MutationCache({
    onError: (error, _variables, _context, mutation: Mutation<unknown, unknown, unknown>) => {
      if (isSessionExpired(error) && !mutation.meta?.sessionless) endSession(mutation.meta?.loginMessage);
    },
  });

  function endSession(message: string | undefined) {
    clearAuthToken();
    removeShopperData(queryCache);
    if (!message) return;
    // One toast however many requests fail together (the cart and the delivery fees).
    toast.error(message, { toastId: message });
    navigate(paths.login, { replace: true });
  }

  return { queryCache, mutationCache };
}
