import { CONSENT_MESSAGES, messageResponseSchema } from '@shop/shared';
import { z } from 'zod';
import { answers } from '../../plugins/answer-serialiser';
import { badRequest, forbidden, notFound } from '../../plugins/errors';
import { acceptProviderForms, isCallbackSecret } from '../../plugins/sms-callbacks';
import type { App } from '../../plugins/zod-type-provider';
import { stopSmsOffersOfPhone } from './sms-stop';

const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * POST /api/sms/opt-outs/:secret: Africa's Talking's opt-out callback (a shopper texted STOP),
 * behind SMS_CALLBACK_SECRET like delivery reports (modules/messages/sms/sms-report-routes.ts):
 * a wrong secret answers 403 and changes nothing, and the route is not logged below warn, so
 * the secret stays out of the logs. Every account whose phone is `phoneNumber` (E.164, as
 * accounts keep it) stops SMS offers (source 'sms-stop'); a number of no account changes nothing.
 */
export async function smsOptOutRoutes(app: App): Promise<void> {
  await app.register(async (scope: App) => {
    acceptProviderForms(scope);
    const schema = {
      params: z.strictObject({ secret: z.string().max(200) }),
      body: z.record(z.string(), z.unknown()).optional(),
      response: answers({ 200: messageResponseSchema }),
    };
    scope.post('/api/sms/opt-outs/:secret', { schema, logLevel: 'warn' }, async (request) => {
      const secret = scope.config.sms.callbackSecret;
      if (!secret) throw notFound();
      if (!isCallbackSecret(request.params.secret, secret)) throw forbidden();
      const phone = request.body?.phoneNumber;
      if (typeof phone !== 'string' || !E164.test(phone.trim()))
        throw badRequest(CONSENT_MESSAGES.notAnOptOut);
      await stopSmsOffersOfPhone(scope.database.db, phone.trim(), scope.clock());
      return { success: true as const, message: CONSENT_MESSAGES.optOutReceived };
    });
  });
}
