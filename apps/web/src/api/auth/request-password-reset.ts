import { type ForgotPasswordBody, messageResponseSchema } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';

type MessageResponse = Answer<typeof messageResponseSchema>;

/** POST /api/user/password/forgot: the same answer whether or not the address has an account. */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/user/password/forgot', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? messageResponseSchema : undefined,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
