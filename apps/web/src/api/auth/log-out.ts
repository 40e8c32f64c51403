import { ACCOUNT_MESSAGES, messageResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { clearAuthToken } from '../../lib/auth-token';
import { type Answer, apiRequest } from '../client';
import { cancelShopperQueries, removeShopperData } from '../shopper-data';

type LogOutResponse = Answer<typeof messageResponseSchema>;

/** POST /api/user/logout revokes the token on the server. */
export function logOut(): Promise<LogOutResponse> {
  return apiRequest<LogOutResponse>('/api/user/logout', {
    method: 'POST',
    schema: import.meta.env.DEV ? messageResponseSchema : undefined,
  });
}

/**
 * Revokes the token on the server, then forgets it and the shopper's cached data here
 * whatever the server said: a shopper who asks to log out must end logged out even when the
 * token had already expired (so the mutation never fails, and the session policy stays out).
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await cancelShopperQueries(queryClient);
      return logOut().catch(() => undefined);
    },
    onSettled: () => {
      clearAuthToken();
      removeShopperData(queryClient.getQueryCache());
      // Said here, not by the page: the cleared token unmounts /profile, which then goes to /login.
      toast.success(ACCOUNT_MESSAGES.loggedOut);
    },
  });
}
