import { type ChangePasswordBody, messageResponseSchema } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';

type MessageResponse = Answer<typeof messageResponseSchema>;

/** POST /api/user/password/change: the current password and a new one; other sessions end. */
export function changePassword(body: ChangePasswordBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/user/password/change', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? messageResponseSchema : undefined,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
