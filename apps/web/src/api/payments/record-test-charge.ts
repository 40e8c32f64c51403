import { CHECKOUT_MESSAGES, type TestChargeBody, testChargeResponseSchema } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';

type TestChargeResponse = Answer<typeof testChargeResponseSchema>;

/**
 * POST /api/payments/test/charge: the test provider's popup pays (or cancels) the transaction
 * the server started, named by its access code (`{accessCode, outcome}`); the amount and
 * reference are the server's, never the browser's.
 */
export function recordTestCharge(body: TestChargeBody): Promise<TestChargeResponse> {
  return apiRequest<TestChargeResponse>('/api/payments/test/charge', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? testChargeResponseSchema : undefined,
  });
}

export function useRecordTestCharge() {
  return useMutation({
    mutationFn: recordTestCharge,
    meta: { loginMessage: CHECKOUT_MESSAGES.loginToOrder },
  });
}
