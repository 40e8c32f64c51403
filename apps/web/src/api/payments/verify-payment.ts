import { CHECKOUT_MESSAGES, verifyPaymentResponseSchema } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { type Answer, apiRequest } from '../client';

type VerifyPaymentResponse = Answer<typeof verifyPaymentResponseSchema>;

/** POST /api/payments/verify: the server asks the provider whether the reference was paid. */
export function verifyPayment(reference: string): Promise<VerifyPaymentResponse> {
  return apiRequest<VerifyPaymentResponse>('/api/payments/verify', {
    method: 'POST',
    body: { reference },
    schema: import.meta.env.DEV ? verifyPaymentResponseSchema : undefined,
  });
}

export function useVerifyPayment() {
  return useMutation({ mutationFn: verifyPayment, meta: { loginMessage: CHECKOUT_MESSAGES.loginToOrder } });
}
