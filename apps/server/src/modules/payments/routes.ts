import { API_MESSAGES, CURRENCY, testChargeBodySchema, toCedis, verifyPaymentBodySchema } from '@shop/shared';
import { currentUser, requireUser } from '../../plugins/auth';
import { conflict, notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { paymentProviderOf } from './choose-provider';
import { recordTestTransaction } from './test-provider';
import { verifyPayment } from './verify-payment';

export async function paymentRoutes(app: App) {
  const provider = paymentProviderOf(app);

  // Public: the storefront asks which popup to open before the shopper has logged in.
  app.get('/api/payments/config', async () => ({
    success: true,
    provider: provider.name,
    publicKey: app.config.paystack?.publicKey ?? null,
    currency: CURRENCY,
  }));

  app.post(
    '/api/payments/test/charge',
    { onRequest: requireUser, schema: { body: testChargeBodySchema } },
    async (request) => {
      if (app.config.paystack) throw notFound(API_MESSAGES.testProviderDisabled);
      const { reference, email, amount, outcome } = request.body;
      const status = outcome === 'success' ? 'success' : 'abandoned';
      const recorded = await recordTestTransaction(app.database.db, {
        reference,
        email,
        amountPesewas: amount,
        status,
      });
      if (!recorded) throw conflict(API_MESSAGES.referenceUsed);
      return { success: true, message: API_MESSAGES.testChargeRecorded, reference, status };
    },
  );

  app.post(
    '/api/payments/verify',
    { onRequest: requireUser, schema: { body: verifyPaymentBodySchema } },
    async (request) => {
      const { reference } = request.body;
      const transaction = await verifyPayment(app.database.db, provider, currentUser(request).id, reference);
      return {
        success: true,
        reference,
        amount: toCedis(transaction.amount),
        currency: transaction.currency,
        status: transaction.status,
      };
    },
  );
}
