import {
  type CartResponse,
  cartResponseSchema,
  type DeliveryFee,
  deliveryFeeListSchema,
  type PaymentConfig,
  paymentConfigResponseSchema,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Parsed } from '../../../lib/api-client';

/** The server cart under ['cart'], shared with the header badge and the cart page. */
export function useCheckoutCart(enabled: boolean) {
  return useQuery({
    queryKey: ['cart'],
    queryFn: ({ signal }): Promise<CartResponse> =>
      apiRequest<Parsed<typeof cartResponseSchema>>(
        '/api/cart',
        import.meta.env.DEV ? cartResponseSchema : undefined,
        { signal },
      ),
    enabled,
    retry: false,
    // The summary must show what the server will charge, never a minute-old copy.
    staleTime: 0,
  });
}

export function useCheckoutDeliveryFees() {
  return useQuery({
    queryKey: ['delivery-fees'],
    queryFn: ({ signal }): Promise<DeliveryFee[]> =>
      apiRequest<Parsed<typeof deliveryFeeListSchema>>(
        '/api/delivery-fees/',
        import.meta.env.DEV ? deliveryFeeListSchema : undefined,
        { signal },
      ),
  });
}

/** Which popup to open: Paystack's with its public key, or the built-in test provider's. */
export function usePaymentConfig() {
  return useQuery({
    queryKey: ['payment-config'],
    queryFn: ({ signal }): Promise<PaymentConfig> =>
      apiRequest<Parsed<typeof paymentConfigResponseSchema>>(
        '/api/payments/config',
        import.meta.env.DEV ? paymentConfigResponseSchema : undefined,
        { signal },
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
