import { profileResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { profileKeys } from './profile-keys';

/** GET /api/user/profile: whose token this is, and whether the account is staff. */
export function getProfile(signal?: AbortSignal) {
  return apiRequest('/api/user/profile', { schema: profileResponseSchema, signal });
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.all,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 5 * 60_000,
    // The staff gate shows the failure in place of the whole site.
    meta: { silent: true },
  });
}

export function useProfile(enabled = true) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
