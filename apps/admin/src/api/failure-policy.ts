import { ApiError } from '@shop/shared/api-client';
import { type Mutation, MutationCache, type Query, QueryCache } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { failureMessage, isAbort } from '../lib/failure-message';
import { paths } from '../lib/paths';
import { clearToken } from '../lib/token';

/** What a query or mutation tells the failure policy below, as its `meta`. */
export type FailureMeta = {
  /**
   * The screen shows this call's failure itself (beside a field, in the sign-in form's alert),
   * so a toast would say it twice. A 401 still ends the session.
   */
  silent?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

/** The router's navigate; the router is made after the query client, so it is handed in. */
export type NavigateTo = (path: string, options: { replace: boolean; flushSync?: boolean }) => void;

/** The server no longer takes the staff token (expired, revoked, or the account lost staff). */
export const isSessionExpired = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;

/**
 * The admin site's one failure policy, set on the QueryClient's caches so no screen repeats
 * it: a 401 from any call forgets the staff token and every cached answer and replaces the
 * page with the sign-in page (Back does not return to a dead screen); every failure is shown
 * as a toast of its message, once however many calls fail alike, unless the call is `silent`.
 */
export function createFailureCaches(navigate: NavigateTo) {
  const queryCache = new QueryCache({
    onError: (error, query: Query<unknown, unknown, unknown>) => handleFailure(error, query.meta),
  });
  const mutationCache = new MutationCache({
    onError: (error, _variables, _context, mutation: Mutation<unknown, unknown, unknown>) =>
      handleFailure(error, mutation.meta),
  });

  function handleFailure(error: unknown, meta: FailureMeta | undefined) {
    if (isAbort(error)) return;
    if (isSessionExpired(error)) endSession();
    if (meta?.silent) return;
    const message = failureMessage(error);
    toast.error(message, { toastId: message });
  }

  function endSession() {
    clearToken();
    // At once, not as a transition: a transition keeps the failed screen on show while the
    // sign-in page loads, and its queries, their cache just cleared, would ask again and again.
    navigate(paths.signIn, { replace: true, flushSync: true });
    // Whoever signs in next sees none of the old session's orders or customers.
    queryCache.clear();
  }

  return { queryCache, mutationCache };
}
