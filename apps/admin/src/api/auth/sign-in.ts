import {
  ADMIN_MESSAGES,
  type LoginBody,
  loginResponseSchema,
  profileResponseSchema,
  type SessionResponse,
} from '@shop/shared';
import { ApiError, createApiClient } from '@shop/shared/api-client';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { readDeviceToken, saveDeviceToken } from '../../lib/device-token';
import { saveToken } from '../../lib/token';
import { apiRequest } from '../client';
import { profileKeys } from '../profile/profile-keys';

/** Where a sign-in stands: signed in (maybe sent to set-up first), or waiting for the code. */
export type SignInOutcome =
  | { step: 'signed-in'; setupRequired: boolean }
  | { step: 'code'; challenge: string };

/**
 * Keeps a fresh session once it proves staff: asks the profile with it, and logs a customer's
 * session out again at once, so no customer token is ever kept by the admin site and the
 * form shows a clear refusal instead of an empty admin.
 */
export async function keepStaffSession(
  session: SessionResponse,
  queryClient: QueryClient,
): Promise<SignInOutcome> {
  const { token } = session;
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
  saveDeviceToken(session.deviceToken);
  queryClient.setQueryData(profileKeys.all, profile);
  return { step: 'signed-in', setupRequired: session.secondFactorSetupRequired === true };
}

/**
 * Logs in with the shop's own account call, with this browser's device token. Staff with
 * two-step sign-in get a challenge for the code step instead of a session (decision 0073).
 */
export async function signInAsStaff(
  credentials: LoginBody,
  queryClient: QueryClient,
): Promise<SignInOutcome> {
  const deviceToken = readDeviceToken();
  const answer = await apiRequest('/api/user/login', {
    method: 'POST',
    body: { ...credentials, ...(deviceToken ? { deviceToken } : {}) },
    schema: loginResponseSchema,
  });
  if (answer.secondFactorRequired && answer.challenge) return { step: 'code', challenge: answer.challenge };
  if (!answer.token) throw new ApiError(0, ADMIN_MESSAGES.loadFailed);
  return keepStaffSession({ ...answer, token: answer.token }, queryClient);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginBody) => signInAsStaff(credentials, queryClient),
    // The form shows the refusal in its own alert.
    meta: { silent: true },
  });
}
