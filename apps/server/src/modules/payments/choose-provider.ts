import type { FastifyInstance } from 'fastify';
import type { App } from '../../plugins/zod-type-provider';
import { paystackProvider } from './paystack-provider';
import type { PaymentProvider } from './provider';
import { testProvider } from './test-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider the configuration selects, built once per app. */
    paymentProvider: PaymentProvider;
  }
}

/** Paystack when its keys are configured, the built-in test provider otherwise. */
function paymentProviderFor(app: App): PaymentProvider {
  const paystack = app.config.paystack;
  if (!paystack) return testProvider(() => app.database.db);
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
  app.decorate('paymentProvider', paymentProviderFor(app));
}

/** The app's one payment provider (see decoratePaymentProvider). */
export function paymentProviderOf(app: FastifyInstance): PaymentProvider {
  return app.paymentProvider;
}
