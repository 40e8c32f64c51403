import type { App } from '../../plugins/zod-type-provider';
import { clearStockAnswersOnWrite } from '../catalogue';
import type { ChargeConfirmer, RefundReporter } from './provider';
import { paymentRoutes } from './routes';
import { webhookRoute } from './webhook';

// Owns payments, test_payment_transactions and payment_settings (pay on delivery's rules);
// the provider is built once (decoratePaymentProvider).
export {
  decoratePaymentProvider,
  paymentProviderOf,
  TEST_PAYMENTS_WARNING,
  testPaymentsRefusal,
} from './choose-provider';
export { knownCharge, requireSettledCharge } from './payment-checks';
export { erasePaymentContacts, paymentDataOf } from './payment-personal-data';
export { findPayment, markPaymentRefunded, type PaymentRow, recordPayment } from './payment-repository';
export {
  payOnDeliveryOffer,
  readPayOnDeliverySettings,
  savePayOnDeliverySettings,
} from './payment-settings';
export {
  type Charge,
  type ChargeConfirmer,
  type ChargeState,
  type PartialRefund,
  type PaymentProvider,
  PaymentUnreachableError,
  RefundRefusedError,
  type RefundReport,
  type RefundReporter,
} from './provider';
export type { ProviderErrorCounts } from './provider-error-counts';
export { paystackProvider } from './providers/paystack';

/**
 * Payments: provider config, the test provider's charge, verify and Paystack's webhook.
 * Verify and the webhook confirm checkouts, which the orders module owns: app.ts passes
 * its confirmer in (`checkout`), so this module does not depend on orders; likewise the
 * returns module's reporter of refund events (`refunds`).
 */
export async function paymentsModule(
  app: App,
  options: { checkout: ChargeConfirmer; refunds?: RefundReporter },
) {
  // Verify and the webhook settle checkouts, which may take stock again.
  app.addHook('onSend', clearStockAnswersOnWrite);
  await paymentRoutes(app, options.checkout);
  await webhookRoute(app, options.checkout, options.refunds);
}
