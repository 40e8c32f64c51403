import {
  messageResponseSchema,
  recoveryCodesResponseSchema,
  type TwoStepCodeBody,
  type TwoStepOffBody,
  twoStepSetupResponseSchema,
} from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { twoStepKeys } from './two-step-keys';

/*
 * The set-up page's changes (decision 0073). Each form shows its own refusal (`silent`), and
 * each change reads the state again.
 */

function useTwoStepChange<Body, Answer>(send: (body: Body) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoStepKeys.all }),
  });
}

/** POST /api/admin/two-step/setup: a fresh secret with its QR code. */
export const useStartTwoStep = () =>
  useTwoStepChange(() =>
    apiRequest('/api/admin/two-step/setup', { method: 'POST', schema: twoStepSetupResponseSchema }),
  );

/** POST /api/admin/two-step/enable: the first code turns it on; answers the recovery codes. */
export const useTurnTwoStepOn = () =>
  useTwoStepChange((body: TwoStepCodeBody) =>
    apiRequest('/api/admin/two-step/enable', { method: 'POST', body, schema: recoveryCodesResponseSchema }),
  );

/** POST /api/admin/two-step/recovery-codes: ten new codes for a current one. */
export const useMakeRecoveryCodes = () =>
  useTwoStepChange((body: TwoStepCodeBody) =>
    apiRequest('/api/admin/two-step/recovery-codes', {
      method: 'POST',
      body,
      schema: recoveryCodesResponseSchema,
    }),
  );

/** POST /api/admin/two-step/disable: the password and a current code. */
export const useTurnTwoStepOff = () =>
  useTwoStepChange((body: TwoStepOffBody) =>
    apiRequest('/api/admin/two-step/disable', { method: 'POST', body, schema: messageResponseSchema }),
  );
