import { messageResponseSchema, type ResetPasswordBody } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';

type MessageResponse = Answer<typeof messageResponseSchema>;

/** POST /api/user/password/reset: the e-mailed link's token and the new password. */
export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/user/password/reset', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? messageResponseSchema : undefined,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
