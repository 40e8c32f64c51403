import { type ProfileResponse, profileResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthToken } from '../../lib/use-auth-token';
import { apiRequest } from '../client';
import type { SessionMeta } from '../session-expiry';
import { profileKeys } from './profile-keys';

/** GET /api/user/profile: name, email, image and isAdmin of the token's owner. */
export function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return apiRequest<ProfileResponse>('/api/user/profile', {
    schema: import.meta.env.DEV ? profileResponseSchema : undefined,
    signal,
  });
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.all, queryFn: ({ signal }) => getProfile(signal), retry: false });

/** The profile while there is a token; `meta` names the screen's message for a dead session. */
export function useProfile(meta?: SessionMeta) {
  const token = useAuthToken();
  return useQuery({ ...profileQueryOptions(), meta, enabled: Boolean(token) });
}
