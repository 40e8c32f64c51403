import { type ProfileResponse, profileResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Parsed } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/use-auth-token';

/** GET /api/user/profile under ['profile']; the header reads isAdmin from the same entry. */
export function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return apiRequest<Parsed<typeof profileResponseSchema>>(
    '/api/user/profile',
    import.meta.env.DEV ? profileResponseSchema : undefined,
    { signal },
  );
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['profile'], queryFn: ({ signal }) => getProfile(signal), retry: false });

export function useProfile() {
  const token = useAuthToken();
  return useQuery({ ...profileQueryOptions(), enabled: Boolean(token) });
}

/** True only for a logged-in staff member; false while loading or on any failure. */
export function useIsAdmin(): boolean {
  const profile = useProfile();
  return profile.data?.isAdmin === true;
}
