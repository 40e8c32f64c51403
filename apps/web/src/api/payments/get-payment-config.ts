import { type PaymentConfig, paymentConfigResponseSchema } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import type { SessionMeta } from '../session-expiry';
import { paymentKeys } from './payment-keys';

/** GET /api/payments/config: Paystack's popup with its public key, or the built-in test provider's. */
export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return apiRequest<PaymentConfig>('/api/payments/config', {
    schema: import.meta.env.DEV ? paymentConfigResponseSchema : undefined,
    signal,
  });
}

/** The provider does not change while the shop runs. */
export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.config,
    queryFn: ({ signal }) => getPaymentConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePaymentConfig(meta?: SessionMeta) {
  return useQuery({ ...paymentConfigQueryOptions(), meta });
}
