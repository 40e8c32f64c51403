import { API_MESSAGES, messageResponseSchema, newsletterBodySchema } from '@shop/shared';
import { limitWrites } from '../../plugins/abuse-limits';
import { answers } from '../../plugins/answer-serialiser';
import type { App } from '../../plugins/zod-type-provider';
import { subscribe } from './subscriber-repository';

/**
 * POST /api/newsletter {email} (docs/product.md#departures, departure 5). A repeat is answered with the same friendly
 * success, so the form never tells a visitor who else subscribed. Limited per address
 * (NEWSLETTER_LIMIT_PER_IP_PER_HOUR), since anyone may subscribe anyone.
 */
export async function newsletterRoutes(app: App) {
  const schema = { body: newsletterBodySchema, response: answers({ 200: messageResponseSchema }) };
  app.post('/api/newsletter', { onRequest: limitWrites('newsletter'), schema }, async (request) => {
    await subscribe(app.database.db, request.body.email);
    return { success: true, message: API_MESSAGES.newsletterSubscribed };
  });
}
