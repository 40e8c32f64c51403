import { messageResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';
import { phoneKeys } from './phone-keys';

type MessageResponse = Answer<typeof messageResponseSchema>;

/** POST /api/user/phone/confirm: the code of the SMS; the number becomes the account's, verified. */
export function confirmPhone(code: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/user/phone/confirm', {
    method: 'POST',
    body: { code },
    schema: import.meta.env.DEV ? messageResponseSchema : undefined,
  });
}

export function useConfirmPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPhone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: phoneKeys.all }),
  });
}
