import { messageResponseSchema, unsubscribeLinkResponseSchema } from '@shop/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';
import { marketingConsentKeys } from './marketing-consent-keys';

export type UnsubscribeLinkResponse = Answer<typeof unsubscribeLinkResponseSchema>;
type MessageResponse = Answer<typeof messageResponseSchema>;

const unsubscribePath = (token: string) => `/api/marketing/unsubscribe?token=${encodeURIComponent(token)}`;

/** GET /api/marketing/unsubscribe?token=: the channel and the (partly hidden) address a link stops; 404 when spent or not valid. */
export function getUnsubscribeLink(token: string, signal?: AbortSignal): Promise<UnsubscribeLinkResponse> {
  return apiRequest<UnsubscribeLinkResponse>(unsubscribePath(token), {
    schema: import.meta.env.DEV ? unsubscribeLinkResponseSchema : undefined,
    signal,
  });
}

/** The link is read once per visit: a link spent in another tab shows as spent at once. */
export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: marketingConsentKeys.unsubscribeLink(token),
    queryFn: ({ signal }) => getUnsubscribeLink(token, signal),
    enabled: token !== '',
    retry: false,
    staleTime: 0,
  });
}

/** POST /api/marketing/unsubscribe?token=, with no body (RFC 8058's one click needs none): e-mail offers stop. */
export function unsubscribe(token: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(unsubscribePath(token), {
    method: 'POST',
    schema: import.meta.env.DEV ? messageResponseSchema : undefined,
  });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
