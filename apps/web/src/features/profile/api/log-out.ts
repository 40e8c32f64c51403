import { ACCOUNT_MESSAGES, messageResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiRequest, type Parsed } from '../../../lib/api-client';
import { clearAuthToken } from '../../../lib/auth-token';
import { SHOPPER_QUERY_KEYS } from '../../../lib/use-session-expiry';

export function logOut() {
  return apiRequest<Parsed<typeof messageResponseSchema>>(
    '/api/user/logout',
    import.meta.env.DEV ? messageResponseSchema : undefined,
    { method: 'POST' },
  );
}

/**
 * Revokes the token on the server, then forgets it here whatever the server said: a shopper
 * who asks to log out must end logged out even when the token had already expired.
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logOut().catch(() => undefined),
    onSettled: () => {
      clearAuthToken();
      for (const queryKey of SHOPPER_QUERY_KEYS) queryClient.removeQueries({ queryKey });
      // Said here, not by the page: the cleared token unmounts /profile, which then goes to /login.
      toast.success(ACCOUNT_MESSAGES.loggedOut);
    },
  });
}
