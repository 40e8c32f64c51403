import type { PaymentMethod } from '@shop/shared';
import { payOnDelivery } from './on-delivery';
import { payOnline } from './online';
import type { PaymentMethodHandler } from './payment-method-handler';

/** Each way to pay the shopper can choose (PAYMENT_METHODS), and its adapter. */
const ADAPTERS: Record<PaymentMethod, PaymentMethodHandler> = {
  paystack: payOnline,
  'pay-on-delivery': payOnDelivery,
};

/** The adapter of an order's or a start's method; an order written before methods existed was paid by provider. */
export function methodHandlerOf(method: string): PaymentMethodHandler {
  return (ADAPTERS as Record<string, PaymentMethodHandler | undefined>)[method] ?? payOnline;
}
