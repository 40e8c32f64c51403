import type { App } from '../../plugins/zod-type-provider';
import { paystackProvider } from './paystack-provider';
import type { PaymentProvider } from './provider';
import { testProvider } from './test-provider';

/** Paystack when its keys are configured, the built-in test provider otherwise. */
export function paymentProviderFor(app: App): PaymentProvider {
  const paystack = app.config.paystack;
  if (!paystack) return testProvider(() => app.database.db);
  return paystackProvider(
    { secretKey: paystack.secretKey, apiBase: paystack.apiBase, timeoutMs: app.config.paystackTimeoutMs },
    app.log,
  );
}
