import { type ForgotPasswordBody, messageResponseSchema, type ResetPasswordBody } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../client';

/** POST /api/user/password/forgot for staff: the link opens the admin site's page. */
export function requestStaffPasswordReset(body: Omit<ForgotPasswordBody, 'site'>) {
  return apiRequest('/api/user/password/forgot', {
    method: 'POST',
    body: { ...body, site: 'admin' },
    schema: messageResponseSchema,
  });
}

/** POST /api/user/password/reset: the e-mailed token and the new password. */
export function resetStaffPassword(body: ResetPasswordBody) {
  return apiRequest('/api/user/password/reset', { method: 'POST', body, schema: messageResponseSchema });
}

// The forms show their own answers and refusals.
export const useRequestStaffPasswordReset = () =>
  useMutation({ mutationFn: requestStaffPasswordReset, meta: { silent: true } });
export const useResetStaffPassword = () =>
  useMutation({ mutationFn: resetStaffPassword, meta: { silent: true } });
