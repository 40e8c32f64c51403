import { messageResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';
import { phoneKeys } from './phone-keys';

type MessageResponse = Answer<typeof messageResponseSchema>;

/** PUT /api/user/phone/order-texts: "Text me about my orders" on or off. */
export function setOrderTexts(orderTexts: boolean): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/user/phone/order-texts', {
    method: 'PUT',
    body: { orderTexts },
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
