import { createHmac, timingSafeEqual } from 'node:crypto';
import { messageResponseSchema, WHATSAPP_WEBHOOK_MESSAGES } from '@shop/shared';
import { z } from 'zod';
import { answers, textAnswers } from '../../../plugins/answer-serialiser';
import { badRequest, forbidden, notFound, unauthorized } from '../../../plugins/errors';
import type { App } from '../../../plugins/zod-type-provider';
import { stopWhatsAppOffersOfPhone } from '../../consent';
import { recordWhatsAppStatus } from './whatsapp-statuses';
import { optOutsOf, statusesOf, whatsAppWebhookSchema } from './whatsapp-webhook-shapes';

export const WHATSAPP_WEBHOOK_PATH = '/api/whatsapp/webhook';
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** Meta signs the raw body: `sha256=` and the hex HMAC-SHA256 keyed with the app's secret. */
export function whatsAppSignatureMatches(rawBody: Buffer, header: string, appSecret: string): boolean {
  const hex = /^sha256=([0-9a-f]{64})$/i.exec(header.trim())?.[1];
  if (!hex) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(hex, 'hex'), expected);
}

/** Equal texts, compared in constant time (the verify token). */
function sameSecret(given: string, expected: string): boolean {
  const a = createHmac('sha256', 'verify-token').update(given).digest();
  const b = createHmac('sha256', 'verify-token').update(expected).digest();
  return timingSafeEqual(a, b);
}

const verifyQuerySchema = z.looseObject({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

/**
 * The WhatsApp Cloud API's webhook (decision 0066), at one URL with no secret in it:
 * - GET: Meta's subscription check; the challenge echoed as text when `hub.verify_token` is
 *   WHATSAPP_VERIFY_TOKEN, else 403. The token rides in the query, which the logger scrubs.
 * - POST: checked with X-Hub-Signature-256 over the raw bytes (so this scope's only parser keeps
 *   them, as the Paystack webhook's does); no WHATSAPP_APP_SECRET is 404 (as the Paystack
 *   webhook without keys) and a bad or missing
 *   signature 401, and nothing changes. Statuses move the outbox's WhatsApp rows forward
 *   (whatsapp-statuses.ts); a STOP or a marketing stop ends WhatsApp offers of every account of
 *   that number (the consent module). Anything else Meta sends is acknowledged, so it stops
 *   resending it.
 */
export async function whatsAppWebhookRoutes(app: App): Promise<void> {
  await app.register(async (scope: App) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    scope.get(
      WHATSAPP_WEBHOOK_PATH,
      { schema: { querystring: verifyQuerySchema, response: textAnswers('text/plain') } },
      async (request, reply) => {
        const expected = scope.config.whatsApp.verifyToken;
        const query = request.query;
        const token = query['hub.verify_token'];
        if (!expected || query['hub.mode'] !== 'subscribe' || !token || !sameSecret(token, expected))
          throw forbidden(WHATSAPP_WEBHOOK_MESSAGES.wrongVerifyToken);
        return reply.type('text/plain; charset=utf-8').send(query['hub.challenge'] ?? '');
      },
    );

    scope.post(
      WHATSAPP_WEBHOOK_PATH,
      { schema: { response: answers({ 200: messageResponseSchema }) } },
      async (request) => {
        const appSecret = scope.config.whatsApp.appSecret;
        if (!appSecret) throw notFound(WHATSAPP_WEBHOOK_MESSAGES.notConfigured);
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-hub-signature-256'];
        if (typeof signature !== 'string' || !whatsAppSignatureMatches(rawBody, signature, appSecret))
          throw unauthorized(WHATSAPP_WEBHOOK_MESSAGES.badSignature);
        let json: unknown;
        try {
          json = JSON.parse(rawBody.toString('utf8'));
        } catch {
          throw badRequest(WHATSAPP_WEBHOOK_MESSAGES.notAWebhook);
        }
        const parsed = whatsAppWebhookSchema.safeParse(json);
        if (!parsed.success) throw badRequest(WHATSAPP_WEBHOOK_MESSAGES.notAWebhook);
        const db = scope.database.db;
        const now = scope.clock();
        for (const status of statusesOf(parsed.data)) {
          const moved = await recordWhatsAppStatus(db, status, now);
          if (!moved)
            request.log.info(
              { providerMessageId: status.messageId, outcome: status.outcome },
              'WhatsApp status moved no message',
            );
        }
        for (const phone of optOutsOf(parsed.data)) await stopWhatsAppOffersOfPhone(db, phone, now);
        return { success: true as const, message: WHATSAPP_WEBHOOK_MESSAGES.received };
      },
    );
  });
}
