import type { App } from '../../plugins/zod-type-provider';
import { paymentRoutes } from './routes';
import { webhookRoute } from './webhook';

// Owns payments and test_payment_transactions; the provider is built once (decoratePaymentProvider).
export { decoratePaymentProvider, paymentProviderOf } from './choose-provider';
export { knownTransaction, requireSuccessfulPayment } from './payment-checks';
export { findPayment, type PaymentRow, recordPayment } from './payment-repository';
export type { PaymentProvider, PaystackTransaction, PaystackVerifyAnswer } from './provider';

/** Payments: provider config, the test provider's charge, verify and Paystack's webhook. */
export async function paymentsModule(app: App) {
  await paymentRoutes(app);
  await webhookRoute(app);
}
