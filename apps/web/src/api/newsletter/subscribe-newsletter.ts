import { messageResponseSchema } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';

type SubscribeResponse = Answer<typeof messageResponseSchema>;

/** POST /api/newsletter: one row per address; a repeat is still a success (docs/product.md#departures, departure 5). */
export function subscribeNewsletter(email: string): Promise<SubscribeResponse> {
  return apiRequest<SubscribeResponse>('/api/newsletter', {
    method: 'POST',
    body: { email },
    schema: import.meta.env.DEV ? messageResponseSchema : undefined,
  });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
