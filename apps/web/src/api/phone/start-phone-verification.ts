import { messageResponseSchema, type PhoneStartBody } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';

type MessageResponse = Answer<typeof messageResponseSchema>;

/** POST /api/user/phone/start: a 6-digit code by SMS to the number. */
export function startPhoneVerification(body: PhoneStartBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/user/phone/start', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? messageResponseSchema : undefined,
  });
}

export function useStartPhoneVerification() {
  return useMutation({ mutationFn: startPhoneVerification });
}
