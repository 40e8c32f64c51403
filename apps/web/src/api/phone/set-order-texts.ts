import { messageResponseSchema, type OrderUpdatesBody } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';
import { phoneKeys } from './phone-keys';

type MessageResponse = Answer<typeof messageResponseSchema>;

/**
 * PUT /api/user/phone/order-texts: "Text me about my orders" on or off, and optionally by SMS
 * or WhatsApp (decision 0066); a channel left out stays as it was.
 */
export function setOrderTexts(body: OrderUpdatesBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/user/phone/order-texts', {
    method: 'PUT',
    body,
    schema: import.meta.env.DEV ? messageResponseSchema : undefined,
  });
}

export function useSetOrderTexts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderTexts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: phoneKeys.all }),
  });
}
