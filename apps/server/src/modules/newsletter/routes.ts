import { API_MESSAGES, messageResponseSchema, newsletterBodySchema } from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import type { App } from '../../plugins/zod-type-provider';
import { subscribe } from './subscriber-repository';

/**
 * POST /api/newsletter {email} (DESIGN.md 9.5). A repeat is answered with the same friendly
 * success, so the form never tells a visitor who else subscribed.
 */
export async function newsletterRoutes(app: App) {
  const schema = { body: newsletterBodySchema, response: answers({ 200: messageResponseSchema }) };
  app.post('/api/newsletter', { schema }, async (request) => {
    await subscribe(app.database.db, request.body.email);
    return { success: true, message: API_MESSAGES.newsletterSubscribed };
  });
}
