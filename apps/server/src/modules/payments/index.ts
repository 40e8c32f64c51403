import { clearAnswersOnWrite } from '../../plugins/answer-cache';
import type { App } from '../../plugins/zod-type-provider';
import type { ChargeSettler } from './provider';
import { paymentRoutes } from './routes';
import { webhookRoute } from './webhook';

// Owns payments and test_payment_transactions; the provider is built once (decoratePaymentProvider).
export {
  decoratePaymentProvider,
  paymentProviderOf,
  TEST_PAYMENTS_WARNING,
  testPaymentsRefusal,
} from './choose-provider';
export { knownTransaction, requireSuccessfulPayment } from './payment-checks';
export { findPayment, markPaymentRefunded, type PaymentRow, recordPayment } from './payment-repository';
export {
  CHARGE_UNDER_WAY_STATUSES,
  type ChargeSettler,
  type PaymentProvider,
  PaymentUnreachableError,
  type PaystackTransaction,
  type PaystackVerifyAnswer,
} from './provider';
export type { ProviderErrorCounts } from './provider-error-counts';

/**
 * Payments: provider config, the test provider's charge, verify and Paystack's webhook.
 * Verify and the webhook settle checkouts, which the orders module owns: app.ts passes
 * its settler in (`checkout`), so this module does not depend on orders.
 */
export async function paymentsModule(app: App, options: { checkout: ChargeSettler }) {
  // Verify and the webhook settle checkouts, which may take stock again.
  app.addHook('onSend', clearAnswersOnWrite(['products']));
  await paymentRoutes(app, options.checkout);
  await webhookRoute(app, options.checkout);
}
