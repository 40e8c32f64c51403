import { authResponseSchema, type LoginBody, type MarketingConsent, type RegisterBody } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';

export type AuthMode = 'login' | 'register';
/** Sign-up may carry the boxes of marketing consent ticked (decision 0065), left out when none is. */
type SignUpBody = RegisterBody & { marketing?: Partial<MarketingConsent> };
export type AuthInput = { mode: 'login'; body: LoginBody } | { mode: 'register'; body: SignUpBody };
type AuthResponse = Answer<typeof authResponseSchema>;

/** POST /api/user/login or /api/user/register; both answer {success, token, message}. */
export function authenticate(input: AuthInput): Promise<AuthResponse> {
  return apiRequest<AuthResponse>(`/api/user/${input.mode}`, {
    method: 'POST',
    body: input.body,
    schema: import.meta.env.DEV ? authResponseSchema : undefined,
  });
}

/** A 401 here is a wrong password, not a dead session: no login message, the form says what failed. */
export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate });
}
