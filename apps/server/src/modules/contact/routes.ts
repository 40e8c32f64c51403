import { API_MESSAGES, contactBodySchema, messageResponseSchema } from '@shop/shared';
import { limitWrites } from '../../plugins/abuse-limits';
import { answers } from '../../plugins/answer-serialiser';
import { currentUser, requireUser } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { insertContactMessage } from './contact-repository';

/**
 * POST /api/contact {name, message, email?} (docs/product.md#departures, departure 4): the first version lets only logged-in
 * shoppers write, so the bearer token is required and the message keeps the user's id for
 * the staff who answer it. Without an email in the form, the account's address is kept.
 */
export async function contactRoutes(app: App) {
  app.post(
    '/api/contact',
    {
      onRequest: [requireUser, limitWrites('contact')],
      schema: { body: contactBodySchema, response: answers({ 201: messageResponseSchema }) },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { name, message, email } = request.body;
      await insertContactMessage(app.database.db, {
        userId: user.id,
        name,
        message,
        email: email ?? user.email,
      });
      return reply.status(201).send({ success: true, message: API_MESSAGES.contactSent });
    },
  );
}
