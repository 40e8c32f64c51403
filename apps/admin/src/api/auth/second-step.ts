import { type SecondStepBody, sessionResponseSchema } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { keepStaffSession } from './sign-in';

/** POST /api/user/login/second-step: the challenge and the code (or a recovery code) give the session. */
export function useSecondStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SecondStepBody) =>
      keepStaffSession(
        await apiRequest('/api/user/login/second-step', {
          method: 'POST',
          body,
          schema: sessionResponseSchema,
        }),
        queryClient,
      ),
    // The code form shows the refusal in its own alert.
    meta: { silent: true },
  });
}
