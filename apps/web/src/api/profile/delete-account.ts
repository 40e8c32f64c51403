import { type DeleteAccountBody, messageResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { clearAuthToken } from '../../lib/auth-token';
import { type Answer, apiRequest } from '../client';
import { cancelShopperQueries, removeShopperData } from '../shopper-data';

type MessageResponse = Answer<typeof messageResponseSchema>;

/** POST /api/user/delete-account: the password and the reviews' fate; every session ends (decision 0071). */
export function deleteAccount(body: DeleteAccountBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/user/delete-account', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? messageResponseSchema : undefined,
  });
}

/**
 * On success the account is gone, so the shopper is signed out here: the token and every
 * personal answer are dropped, and the shop says goodbye. A refusal (a wrong
 * password, a staff account) stays with the dialog, which shows its message.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DeleteAccountBody) => {
      const answer = await deleteAccount(body);
      await cancelShopperQueries(queryClient);
      return answer;
    },
    onSuccess: (answer) => {
      clearAuthToken();
      removeShopperData(queryClient.getQueryCache());
      // The cleared token unmounts /profile, which then goes to /login.
      toast.success(answer.message);
    },
  });
}
