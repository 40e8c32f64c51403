import { ACCOUNT_MESSAGES, API_MESSAGES, messageResponseSchema } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { clearAuthToken } from '../../lib/auth-token';
import { type Answer, apiRequest } from '../client';
import { isSessionExpired } from '../session-expiry';
import { cancelShopperQueries, removeShopperData } from '../shopper-data';

type LogOutResponse = Answer<typeof messageResponseSchema>;

/** POST /api/user/logout-all ends every session of the shopper, this one too. */
export function logOutEverywhere(): Promise<LogOutResponse> {
  return apiRequest<LogOutResponse>('/api/user/logout-all', {
    method: 'POST',
    schema: import.meta.env.DEV ? messageResponseSchema : undefined,
  });
}

/**
 * Unlike a plain logout, a failure here is said and the shopper stays logged in: the other
 * devices were not logged out, and the shopper must know to try again. A dead session is
 * the session policy's (the meta's message, then /login).
 */
export function useLogOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await cancelShopperQueries(queryClient);
      return logOutEverywhere();
    },
    meta: { loginMessage: API_MESSAGES.tokenInvalid },
    onSuccess: (answer) => {
      clearAuthToken();
      removeShopperData(queryClient.getQueryCache());
      // The cleared token unmounts /profile, which then goes to /login.
      toast.success(answer.message);
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      const message =
        error instanceof ApiError && error.message ? error.message : ACCOUNT_MESSAGES.genericError;
      toast.error(message, { toastId: message });
    },
  });
}
