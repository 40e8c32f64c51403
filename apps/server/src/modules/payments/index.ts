import type { App } from '../../plugins/zod-type-provider';
import { paymentErrorHandler } from './error-handler';
import { paymentRoutes } from './routes';
import { webhookRoute } from './webhook';

export { paymentProviderFor } from './choose-provider';
export { paymentErrorHandler } from './error-handler';
export { knownTransaction, requireSuccessfulPayment } from './payment-checks';
export { findPayment, type PaymentRow, recordPayment } from './payment-repository';
export type { PaymentProvider, PaystackTransaction, PaystackVerifyAnswer } from './provider';

/** Payments: provider config, the test provider's charge, verify and Paystack's webhook. */
export async function paymentsModule(app: App) {
  app.setErrorHandler(paymentErrorHandler);
  await paymentRoutes(app);
  await webhookRoute(app);
}
