import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from './api-client';
import { clearAuthToken } from './auth-token';
import { paths } from './paths';

/** Query keys that belong to one shopper and must not outlive their session. */
export const SHOPPER_QUERY_KEYS = [['cart'], ['profile'], ['orders']] as const;

/**
 * A 401 means the token expired or was revoked (logout in another tab): the token is
 * cleared, the shopper's cached data dropped, the screen's own message shown, and the
 * shopper sent to /login. Answers true when it handled the error, so callers stop there.
 */
export function useSessionExpiry() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown, message: string): boolean => {
      if (!(error instanceof ApiError) || error.status !== 401) return false;
      clearAuthToken();
      for (const queryKey of SHOPPER_QUERY_KEYS) queryClient.removeQueries({ queryKey });
      toast.error(message, { toastId: message });
      navigate(paths.login, { replace: true });
      return true;
    },
    [queryClient, navigate],
  );
}
