import {
  type Country,
  messageResponseSchema,
  orderTextsBodySchema,
  PHONE_MESSAGES,
  phoneConfirmBodySchema,
  phoneSettingsResponseSchema,
  phoneStartBodySchema,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { answers } from '../../plugins/answer-serialiser';
import { currentUser, requireUser } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { changeOrderTexts, readPhoneSettings } from './phone-settings';
import { confirmPhoneVerification, limitCodesPerAddress, startPhoneVerification } from './phone-verification';

/** The account's phone (decision 0026): its settings, a code by SMS, the code back, the choice of order texts. */
export async function phoneRoutes(app: App) {
  const codesPerAddress = async (request: FastifyRequest) => limitCodesPerAddress(app, request.ip);

  const settingsSchema = { response: answers({ 200: phoneSettingsResponseSchema }) };
  app.get('/api/user/phone', { onRequest: requireUser, schema: settingsSchema }, async (request) => ({
    success: true as const,
    ...(await readPhoneSettings(app.database.db, currentUser(request).id)),
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
      schema: { body: orderTextsBodySchema, response: answers({ 200: messageResponseSchema }) },
    },
    async (request) => {
      await changeOrderTexts(app.database.db, currentUser(request).id, request.body.orderTexts);
      return { success: true, message: PHONE_MESSAGES.orderTextsSaved(request.body.orderTexts) };
    },
  );
}
