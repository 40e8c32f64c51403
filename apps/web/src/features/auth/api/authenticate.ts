import { authResponseSchema, type LoginBody, type RegisterBody } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type AuthMode = 'login' | 'register';
export type AuthInput = { mode: 'login'; body: LoginBody } | { mode: 'register'; body: RegisterBody };

/** POST /api/user/login or /api/user/register; both answer {success, token, message}. */
export function authenticate(input: AuthInput) {
  return apiRequest(`/api/user/${input.mode}`, authResponseSchema, { method: 'POST', body: input.body });
}

export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate });
}
