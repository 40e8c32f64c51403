import { type ContactBody, messageResponseSchema } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';

type ContactResponse = Answer<typeof messageResponseSchema>;

/** POST /api/contact with the bearer token (docs/product.md#departures, departure 4). */
export function sendContactMessage(body: ContactBody): Promise<ContactResponse> {
  return apiRequest<ContactResponse>('/api/contact', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? messageResponseSchema : undefined,
  });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
