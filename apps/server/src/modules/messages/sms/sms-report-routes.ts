import { messageResponseSchema, PHONE_MESSAGES } from '@shop/shared';
import { z } from 'zod';
import { answers } from '../../../plugins/answer-serialiser';
import { badRequest, forbidden, notFound } from '../../../plugins/errors';
import { acceptProviderForms, isCallbackSecret } from '../../../plugins/sms-callbacks';
import type { App } from '../../../plugins/zod-type-provider';
import { applyDeliveryReport } from './delivery-reports';

/**
 * POST /api/sms/delivery-reports/:secret: the callback URL given to the SMS provider, with
 * SMS_CALLBACK_SECRET in it (Africa's Talking signs nothing, so the URL is the secret). A wrong
 * secret answers 403 and changes nothing. The provider form-posts the report; its adapter
 * reads it. The route is not logged below warn, so the secret stays out of the logs.
 */
export async function smsReportRoutes(app: App) {
  await app.register(async (scope: App) => {
    acceptProviderForms(scope);
    const schema = {
      params: z.strictObject({ secret: z.string().max(200) }),
      body: z.record(z.string(), z.unknown()).optional(),
      response: answers({ 200: messageResponseSchema }),
    };
    scope.post('/api/sms/delivery-reports/:secret', { schema, logLevel: 'warn' }, async (request) => {
      const secret = app.config.sms.callbackSecret;
      if (!secret || !app.smsProvider) throw notFound(PHONE_MESSAGES.deliveryReportsOff);
      if (!isCallbackSecret(request.params.secret, secret))
        throw forbidden(PHONE_MESSAGES.wrongCallbackSecret);
      const report = app.smsProvider.readDeliveryReport(request.body ?? {});
      if (!report) throw badRequest(PHONE_MESSAGES.notADeliveryReport);
      const known = await applyDeliveryReport(app.database.db, report);
      if (!known)
        request.log.warn({ providerMessageId: report.providerMessageId }, 'delivery report for no SMS');
      return { success: true, message: PHONE_MESSAGES.deliveryReportReceived };
    });
  });
}
