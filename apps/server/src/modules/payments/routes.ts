import {
  API_MESSAGES,
  CURRENCY,
  paymentConfigResponseSchema,
  testChargeByAccessCodeBodySchema,
  testChargeResponseSchema,
  toCedis,
  verifyPaymentBodySchema,
  verifyPaymentResponseSchema,
} from '@shop/shared';
import { limitWrites } from '../../plugins/abuse-limits';
import { answers } from '../../plugins/answer-serialiser';
import { currentUser, requireUser } from '../../plugins/auth';
import { conflict, notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { paymentProviderOf } from './choose-provider';
import { payOnDeliveryOffer, readPayOnDeliverySettings } from './payment-settings';
import type { ChargeConfirmer } from './provider';
import { chargeTestTransaction } from './providers/test-payments';

export async function paymentRoutes(app: App, checkout: ChargeConfirmer) {
  const provider = paymentProviderOf(app);

  // Public: the storefront asks which popup to open, and whether pay on delivery is offered,
  // before the shopper has logged in. Cached until the owner's settings change.
  const configOptions = {
    schema: { response: answers({ 200: paymentConfigResponseSchema }) },
    config: { answerCache: { topics: ['payment_settings'] as const } },
  };
  app.get('/api/payments/config', configOptions, async () => ({
    success: true,
    provider: provider.name,
    publicKey: app.config.paystack?.publicKey ?? null,
    currency: CURRENCY,
    payOnDelivery: payOnDeliveryOffer(
      await readPayOnDeliverySettings(app.database.db),
      Boolean(app.config.sms.provider),
    ),
  }));

  // The test dialog pays the transaction the server started, for the server's amount.
  app.post(
    '/api/payments/test/charge',
    {
      onRequest: [requireUser, limitWrites('checkout')],
      schema: {
        body: testChargeByAccessCodeBodySchema,
        response: answers({ 200: testChargeResponseSchema }),
      },
    },
    async (request) => {
      if (app.config.paystack) throw notFound(API_MESSAGES.testProviderDisabled);
      const charged = await chargeTestTransaction(app.database.db, {
        ...request.body,
        userId: currentUser(request).id,
      });
      if (charged.kind === 'not-found') throw notFound(API_MESSAGES.checkoutNotFound);
      if (charged.kind === 'already-paid') throw conflict(API_MESSAGES.referenceUsed);
      return {
        success: true,
        message: API_MESSAGES.testChargeRecorded,
        reference: charged.reference,
        status: charged.status,
      };
    },
  );

  app.post(
    '/api/payments/verify',
    {
      onRequest: [requireUser, limitWrites('checkout')],
      schema: { body: verifyPaymentBodySchema, response: answers({ 200: verifyPaymentResponseSchema }) },
    },
    async (request) => {
      const { reference } = request.body;
      const charge = await checkout.verify(currentUser(request).id, reference);
      return {
        success: true,
        reference,
        amount: toCedis(charge.amountPesewas),
        currency: charge.currency,
        status: charge.providerStatus,
      };
    },
  );
}
