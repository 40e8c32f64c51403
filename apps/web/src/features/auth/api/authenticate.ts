import { authResponseSchema, type LoginBody, type RegisterBody } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type Parsed } from '../../../lib/api-client';

export type AuthMode = 'login' | 'register';
export type AuthInput = { mode: 'login'; body: LoginBody } | { mode: 'register'; body: RegisterBody };

/** POST /api/user/login or /api/user/register; both answer {success, token, message}. */
export function authenticate(input: AuthInput) {
  return apiRequest<Parsed<typeof authResponseSchema>>(
    `/api/user/${input.mode}`,
    import.meta.env.DEV ? authResponseSchema : undefined,
    { method: 'POST', body: input.body },
  );
}

export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate });
}
