import { API_MESSAGES, newsletterBodySchema } from '@shop/shared';
import { newsletterSubscribers } from '../../db/schema';
import type { App } from '../../plugins/zod-type-provider';

/**
 * POST /api/newsletter {email} (DESIGN.md 9.5). One row per address: a repeat is answered
 * with the same friendly success, so the form never tells a visitor who else subscribed.
 */
export async function newsletterModule(app: App) {
  app.post('/api/newsletter', { schema: { body: newsletterBodySchema } }, async (request) => {
    await app.database.db
      .insert(newsletterSubscribers)
      .values({ email: request.body.email })
      .onConflictDoNothing({ target: newsletterSubscribers.email });
    return { success: true, message: API_MESSAGES.newsletterSubscribed };
  });
}
