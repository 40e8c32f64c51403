import { API_MESSAGES, CURRENCY, testChargeBodySchema, toCedis, verifyPaymentBodySchema } from '@shop/shared';
import { currentUser, requireUser } from '../../plugins/auth';
import { conflict, notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { paymentProviderOf } from './choose-provider';
import { knownTransaction, requireSuccessfulPayment } from './payment-checks';
import { recordPayment } from './payment-repository';
import { recordTestTransaction } from './test-provider';

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
      const userId = currentUser(request).id;
      // The provider is asked before anything is written: when it does not answer, nothing is.
      const answer = await provider.verify(reference);
      const transaction = knownTransaction(answer, reference);
      const payment = await recordPayment(app.database.db, {
        provider: provider.name,
        transaction,
        raw: answer,
        userId,
      });
      if (payment.userId !== userId) throw conflict(API_MESSAGES.referenceUsed);
      requireSuccessfulPayment(transaction);
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
