import { type ContactBody, messageResponseSchema } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type Parsed } from '../../../lib/api-client';

/** POST /api/contact with the bearer token (DESIGN.md 9.4). */
export function sendContactMessage(body: ContactBody) {
  return apiRequest<Parsed<typeof messageResponseSchema>>(
    '/api/contact',
    import.meta.env.DEV ? messageResponseSchema : undefined,
    { method: 'POST', body },
  );
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
