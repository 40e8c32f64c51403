import { messageResponseSchema } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type Parsed } from '../../../lib/api-client';

/** POST /api/newsletter: one row per address; a repeat is still a success (DESIGN.md 9.5). */
export function subscribeNewsletter(email: string) {
  return apiRequest<Parsed<typeof messageResponseSchema>>(
    '/api/newsletter',
    import.meta.env.DEV ? messageResponseSchema : undefined,
    { method: 'POST', body: { email } },
  );
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
