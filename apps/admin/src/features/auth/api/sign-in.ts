import { ADMIN_MESSAGES, authResponseSchema, type LoginBody, profileResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { saveToken } from '../../../lib/token';
import { profileQueryKey } from './get-profile';

/**
 * Logs in with the shop's own account call, then asks the profile whether the account is
 * staff. A customer's fresh session is logged out again at once, so no customer token is
 * ever kept by the admin site, and the form shows a clear refusal instead of an empty admin.
 */
export async function signInAsStaff(credentials: LoginBody) {
  const { token } = await apiRequest('/api/user/login', {
    method: 'POST',
    body: credentials,
    schema: authResponseSchema,
    silent: true,
  });
  const authorization = { Authorization: `Bearer ${token}` };
  const profileResponse = await fetch('/api/user/profile', { headers: authorization });
  const profile = profileResponseSchema.safeParse(await profileResponse.json().catch(() => undefined));
  if (!profileResponse.ok || !profile.success)
    throw new ApiError(ADMIN_MESSAGES.loadFailed, profileResponse.status);
  if (!profile.data.isAdmin) {
    await fetch('/api/user/logout', { method: 'POST', headers: authorization }).catch(() => undefined);
    throw new ApiError(ADMIN_MESSAGES.notStaff, 403);
  }
  saveToken(token);
  return profile.data;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInAsStaff,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
