import type { PaymentMethod } from '@shop/shared';
import { payByProvider } from './pay-by-provider';
import { payOnDelivery } from './pay-on-delivery';
import type { PaymentMethodAdapter } from './payment-method';

/** Each way to pay the shopper can choose (PAYMENT_METHODS), and its adapter. */
const ADAPTERS: Record<PaymentMethod, PaymentMethodAdapter> = {
  paystack: payByProvider,
  'pay-on-delivery': payOnDelivery,
};

/** The adapter of an order's or a start's method; an order written before methods existed was paid by provider. */
export function paymentMethodOf(method: string): PaymentMethodAdapter {
  return (ADAPTERS as Record<string, PaymentMethodAdapter | undefined>)[method] ?? payByProvider;
}
