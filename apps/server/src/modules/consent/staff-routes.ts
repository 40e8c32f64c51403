import { ADMIN_MESSAGES, marketingConsentResponseSchema, uuidParamsSchema } from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import { guardRoutes, requireAdmin } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { accountExists, readConsent } from './consent-reading';

/**
 * Staff read a customer's marketing consent and its history on the customer's page (decision
 * 0065); they cannot change it, which is the shopper's alone. Staff-only: no token 401, a
 * customer's token 403.
 */
export async function staffConsentRoutes(app: App): Promise<void> {
  await app.register(
    async (staff: App) => {
      guardRoutes(staff, requireAdmin);
      staff.get(
        '/customers/:id/marketing-consent',
        { schema: { params: uuidParamsSchema, response: answers({ 200: marketingConsentResponseSchema }) } },
        async (request) => {
          const db = staff.database.db;
          if (!(await accountExists(db, request.params.id))) throw notFound(ADMIN_MESSAGES.customerNotFound);
          return { success: true as const, ...(await readConsent(db, request.params.id)) };
        },
      );
    },
    { prefix: '/api/admin' },
  );
}
