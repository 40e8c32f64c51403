import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { App } from '../../plugins/zod-type-provider';
import type { PaymentProvider } from './provider';
import { countingErrors, type ProviderErrorCounts } from './provider-error-counts';
import { paystackProvider } from './providers/paystack';
import { testProvider } from './providers/test-payments';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider the configuration selects, built once per app. */
    paymentProvider: PaymentProvider;
    /** The provider's failed calls since start (read by /metrics). */
    paymentProviderErrors: ProviderErrorCounts;
  }
}

/** Logged at every start with the test provider, so an operator cannot miss it in the logs. */
export const TEST_PAYMENTS_WARNING =
  'Test payments are on: PAYSTACK_PUBLIC_KEY and PAYSTACK_SECRET_KEY are not set, so checkout ' +
  'uses the built-in test provider and no money moves. Set both keys to take real payments.';

/**
 * Why a production shop must not start (NODE_ENV=production, no Paystack keys, and no
 * ALLOW_TEST_PAYMENTS=true): shoppers would "pay" through the test dialog and orders would
 * ship unpaid. Undefined when the start may go ahead.
 */
export function testPaymentsRefusal(config: Config): string | undefined {
  if (config.paystack || !config.production || config.allowTestPayments) return undefined;
  return (
    'Refusing to start: NODE_ENV=production but PAYSTACK_PUBLIC_KEY and PAYSTACK_SECRET_KEY are ' +
    'not set, so checkout would use the test payment provider and take no money. Set both keys, ' +
    'or set ALLOW_TEST_PAYMENTS=true for a demo or test shop.'
  );
}

/** Paystack when its keys are configured, the built-in test provider otherwise. */
function paymentProviderFor(app: App): PaymentProvider {
  const paystack = app.config.paystack;
  if (!paystack) {
    app.log.warn(TEST_PAYMENTS_WARNING);
    return testProvider(() => app.database.db);
  }
  return paystackProvider(
    { secretKey: paystack.secretKey, apiBase: paystack.apiBase, timeoutMs: app.config.paystackTimeoutMs },
    app.log,
  );
}

/**
 * Builds the provider once and puts it on the app, before the modules are registered, so
 * that verify, the test charge and checkout all ask the same one.
 */
export function decoratePaymentProvider(app: App): void {
  const errors: ProviderErrorCounts = { start: 0, 'look-up': 0, refund: 0 };
  app.decorate('paymentProviderErrors', errors);
  app.decorate('paymentProvider', countingErrors(paymentProviderFor(app), errors));
}

/** The app's one payment provider (see decoratePaymentProvider). */
export function paymentProviderOf(app: FastifyInstance): PaymentProvider {
  return app.paymentProvider;
}
