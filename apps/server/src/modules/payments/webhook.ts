import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_MESSAGES, messageResponseSchema } from '@shop/shared';
import { z } from 'zod';
import { answers } from '../../plugins/answer-serialiser';
import { badRequest, notFound, unauthorized } from '../../plugins/errors';
import { unstorableTextRefusal } from '../../plugins/validation';
import type { App } from '../../plugins/zod-type-provider';
import type { ChargeConfirmer, RefundReporter } from './provider';
import {
  chargeFromPaystack,
  paystackRefundEventSchema,
  paystackTransactionSchema,
  refundReportFromPaystack,
} from './providers/paystack-shapes';

const WEBHOOK_BODY_LIMIT = 256 * 1024;

const chargeSuccessSchema = z.object({ event: z.literal('charge.success'), data: paystackTransactionSchema });

/** Paystack signs the raw body: hex HMAC-SHA512 keyed with the secret key. */
export function signatureMatches(rawBody: Buffer, signature: string, secretKey: string): boolean {
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  if (!/^[0-9a-f]+$/i.test(signature)) return false;
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /api/payments/webhook. It lives in a scope of its own whose only body parser keeps
 * the raw bytes, because the signature is over the bytes as sent, not over re-serialised JSON.
 * A charge.success settles the checkout that started the reference even when the shopper's
 * browser closed before verify; Paystack retries deliveries, and settling is idempotent on
 * the reference. A reference no checkout started is acknowledged and logged. A refund.processed
 * or refund.failed settles the return's refund it reports (the returns module's reporter); one
 * the shop did not ask is acknowledged and logged too.
 */
export async function webhookRoute(app: App, checkout: ChargeConfirmer, refunds?: RefundReporter) {
  await app.register(async (scope: App) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    const webhookSchema = { response: answers({ 200: messageResponseSchema }) };
    scope.post('/api/payments/webhook', { schema: webhookSchema }, async (request) => {
      const paystack = app.config.paystack;
      if (!paystack) throw notFound(API_MESSAGES.webhookDisabled);
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-paystack-signature'];
      if (typeof signature !== 'string' || !signatureMatches(rawBody, signature, paystack.secretKey)) {
        throw unauthorized(API_MESSAGES.badSignature);
      }
      let event: unknown;
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw badRequest(API_MESSAGES.invalidJson);
      }
      // The raw event is stored (jsonb), and this body passed no route schema: the same check as theirs.
      const refusal = unstorableTextRefusal(event);
      if (refusal) throw badRequest(refusal);
      const refund = paystackRefundEventSchema.safeParse(event);
      if (refund.success && refunds) {
        const known = await refunds.reportRefund(refundReportFromPaystack(refund.data));
        if (!known) {
          request.log.warn(
            { reference: refund.data.data.transaction_reference, event: refund.data.event },
            'refund event for no refund of a return',
          );
        }
      }
      // Other events (transfers, pending refunds...) are acknowledged so Paystack stops resending them.
      const charge = chargeSuccessSchema.safeParse(event);
      if (charge.success) {
        const known = await checkout.confirmReportedCharge(chargeFromPaystack(charge.data.data, event));
        if (!known) {
          request.log.warn({ reference: charge.data.data.reference }, 'charge.success for no checkout');
        }
      }
      return { success: true, message: API_MESSAGES.webhookReceived };
    });
  });
}
