import {
  type Country,
  messageResponseSchema,
  orderUpdatesBodySchema,
  PHONE_MESSAGES,
  phoneConfirmBodySchema,
  phoneSettingsResponseSchema,
  phoneStartBodySchema,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { answers } from '../../plugins/answer-serialiser';
import { currentUser, requireUser } from '../../plugins/auth';
import { badRequest } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { sendsWhatsApp } from '../messages';
import { changeOrderTexts, readPhoneSettings } from './phone-settings';
import { confirmPhoneVerification, limitCodesPerAddress, startPhoneVerification } from './phone-verification';

/**
 * The account's phone (decision 0026): its settings, a code by SMS, the code back, the choice of
 * order updates, on or off and by SMS or WhatsApp (decision 0066).
 */
export async function phoneRoutes(app: App) {
  const codesPerAddress = async (request: FastifyRequest) => limitCodesPerAddress(app, request.ip);

  const settingsSchema = { response: answers({ 200: phoneSettingsResponseSchema }) };
  app.get('/api/user/phone', { onRequest: requireUser, schema: settingsSchema }, async (request) => ({
    success: true as const,
    ...(await readPhoneSettings(app.database.db, currentUser(request).id, sendsWhatsApp(app))),
  }));

  app.post(
    '/api/user/phone/start',
    {
      onRequest: [requireUser, codesPerAddress],
      schema: { body: phoneStartBodySchema, response: answers({ 200: messageResponseSchema }) },
    },
    async (request) => {
      const { phone, country } = request.body;
      const shown = await startPhoneVerification(app, currentUser(request).id, {
        phone,
        country: country as Country | undefined,
      });
      return { success: true, message: PHONE_MESSAGES.codeSent(shown) };
    },
  );

  app.post(
    '/api/user/phone/confirm',
    {
      // No per-address limit: guesses are bounded per account, 5 a code and 5 codes an hour.
      onRequest: requireUser,
      schema: { body: phoneConfirmBodySchema, response: answers({ 200: messageResponseSchema }) },
    },
    async (request) => {
      await confirmPhoneVerification(app, currentUser(request).id, request.body.code);
      return { success: true, message: PHONE_MESSAGES.phoneVerified };
    },
  );

  app.put(
    '/api/user/phone/order-texts',
    {
      onRequest: requireUser,
      schema: { body: orderUpdatesBodySchema, response: answers({ 200: messageResponseSchema }) },
    },
    async (request) => {
      const { orderTexts, orderUpdatesChannel } = request.body;
      // A shop without WhatsApp could not keep the promise: the shopper hears so, nothing changes.
      if (orderUpdatesChannel === 'whatsapp' && !sendsWhatsApp(app))
        throw badRequest(PHONE_MESSAGES.whatsAppNotOffered);
      const userId = currentUser(request).id;
      await changeOrderTexts(app.database.db, userId, orderTexts, orderUpdatesChannel);
      const { orderUpdatesChannel: channel } = await readPhoneSettings(app.database.db, userId);
      return { success: true, message: PHONE_MESSAGES.orderUpdatesSaved(orderTexts, channel) };
    },
  );
}
