import { CONSENT_MESSAGES, marketingConsentChangeSchema, marketingConsentResponseSchema } from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import { currentUser, guardRoutes, requireUser } from '../../plugins/auth';
import { badRequest } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { readConsent } from './consent-reading';
import { recordConsent } from './consent-writer';

/**
 * The shopper's own marketing consent (schemas/marketing-consent.ts, decision 0065): read it with
 * its history, and change it on /profile (source 'profile').
 */
export async function shopperConsentRoutes(app: App): Promise<void> {
  await app.register(async (shopper: App) => {
    guardRoutes(shopper, requireUser);
    const db = () => shopper.database.db;
    const response = answers({ 200: marketingConsentResponseSchema });

    shopper.get('/api/user/marketing-consent', { schema: { response } }, async (request) => ({
      success: true as const,
      ...(await readConsent(db(), currentUser(request).id)),
    }));

    shopper.put(
      '/api/user/marketing-consent',
      {
        schema: { body: marketingConsentChangeSchema, response },
        // An empty change is refused in the contract's own words: the validator reads a refusal of
        // the whole body as "not a JSON object", which would tell the shopper nothing.
        preValidation: async (request) => {
          const body = request.body;
          if (body && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0) {
            throw badRequest(CONSENT_MESSAGES.nothingToChange);
          }
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        const now = shopper.clock();
        return {
          success: true as const,
          ...(await db().transaction(async (tx) => {
            await recordConsent(tx, userId, request.body, 'profile', now);
            return readConsent(tx, userId);
          })),
        };
      },
    );
  });
}
