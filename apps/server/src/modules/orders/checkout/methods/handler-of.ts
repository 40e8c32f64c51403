import { PAY_ON_DELIVERY, PAY_ONLINE, type PaymentMethod } from '@shop/shared';
import { payOnDelivery } from './on-delivery';
import { payOnline } from './online';
import type { PaymentMethodHandler } from './payment-method-handler';

/** Each payment method the shopper can choose (PAYMENT_METHODS), and what handles it. */
const HANDLERS: Record<PaymentMethod, PaymentMethodHandler> = {
  [PAY_ONLINE]: payOnline,
  [PAY_ON_DELIVERY]: payOnDelivery,
};

/** The handler of an order's or a start's method; an order written before methods existed was paid online. */
export function methodHandlerOf(method: string): PaymentMethodHandler {
  return (HANDLERS as Record<string, PaymentMethodHandler | undefined>)[method] ?? payOnline;
}
