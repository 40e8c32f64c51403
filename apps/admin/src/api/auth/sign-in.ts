import { ADMIN_MESSAGES, authResponseSchema, type LoginBody, profileResponseSchema } from '@shop/shared';
import { ApiError, createApiClient } from '@shop/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveToken } from '../../lib/token';
import { apiRequest } from '../client';
import { profileKeys } from '../profile/profile-keys';

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
  });
  // The fresh token is stored only once the account proves staff, so these two calls carry it themselves.
  const asNewSession = createApiClient({ token: () => token });
  const profile = await asNewSession('/api/user/profile', { schema: profileResponseSchema }).catch(
    (cause: unknown) => {
      throw new ApiError(cause instanceof ApiError ? cause.status : 0, ADMIN_MESSAGES.loadFailed, { cause });
    },
  );
  if (!profile.isAdmin) {
    await asNewSession('/api/user/logout', { method: 'POST' }).catch(() => undefined);
    throw new ApiError(403, ADMIN_MESSAGES.notStaff);
  }
  saveToken(token);
  return profile;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInAsStaff,
    // The form shows the refusal in its own alert.
    meta: { silent: true },
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.all, profile),
  });
}
