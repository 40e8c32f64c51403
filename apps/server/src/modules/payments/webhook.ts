import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_MESSAGES } from '@shop/shared';
import { z } from 'zod';
import { badRequest, notFound, unauthorized } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { recordPayment } from './payment-repository';
import { paystackTransactionSchema } from './provider';

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
 * A charge.success marks the payment paid even when the shopper's browser closed before
 * checkout finished; Paystack retries deliveries, so recording is idempotent on the reference.
 */
export async function webhookRoute(app: App) {
  await app.register(async (scope: App) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    scope.post('/api/payments/webhook', async (request) => {
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
      // Other events (transfers, refunds...) are acknowledged so Paystack stops resending them.
      const charge = chargeSuccessSchema.safeParse(event);
      if (charge.success) {
        await recordPayment(app.database.db, {
          provider: 'paystack',
          transaction: charge.data.data,
          raw: event,
        });
      }
      return { success: true, message: API_MESSAGES.webhookReceived };
    });
  });
}
