import {
  type CreateOrderBody,
  createOrderResponseSchema,
  testChargeResponseSchema,
  verifyPaymentResponseSchema,
} from '@shop/shared';
import { apiRequest, type Parsed } from '../../../lib/api-client';

/** The test provider records the shopper's answer in its popup, as Paystack would. */
export function recordTestCharge(input: {
  reference: string;
  email: string;
  amount: number;
  outcome: 'success' | 'cancel';
}) {
  return apiRequest<Parsed<typeof testChargeResponseSchema>>(
    '/api/payments/test/charge',
    import.meta.env.DEV ? testChargeResponseSchema : undefined,
    { method: 'POST', body: input },
  );
}

export function verifyPayment(reference: string) {
  return apiRequest<Parsed<typeof verifyPaymentResponseSchema>>(
    '/api/payments/verify',
    import.meta.env.DEV ? verifyPaymentResponseSchema : undefined,
    {
      method: 'POST',
      body: { reference },
    },
  );
}

export function createOrder(body: CreateOrderBody) {
  return apiRequest<Parsed<typeof createOrderResponseSchema>>(
    '/api/orders/create',
    import.meta.env.DEV ? createOrderResponseSchema : undefined,
    { method: 'POST', body },
  );
}
