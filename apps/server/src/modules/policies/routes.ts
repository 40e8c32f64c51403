import { DEFAULT_WARRANTY_MONTHS, policyFactsResponseSchema, toCedis } from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import type { App } from '../../plugins/zod-type-provider';
import { listDeliveryFees } from '../delivery';
import { readSellerDetails } from '../info';
import { readReturnSettings } from '../returns';

/**
 * GET /api/policies: the figures the terms and privacy pages are written from (decision 0070),
 * read from the settings checkout and returns follow. Not kept in the answer cache: the return
 * settings are not one of its topics, and four one-row reads cost less than a stale promise.
 */
export async function policyRoutes(app: App) {
  app.get(
    '/api/policies',
    { schema: { response: answers({ 200: policyFactsResponseSchema }) } },
    async () => {
      const db = app.database.db;
      const returns = await readReturnSettings(db);
      const fees = await listDeliveryFees(db);
      return {
        success: true as const,
        facts: {
          returns: { windowDays: returns.windowDays, changedMindAllowed: returns.changedMindAllowed },
          warranty: {
            accessoriesMonths: DEFAULT_WARRANTY_MONTHS.accessories,
            otherProductsMonths: DEFAULT_WARRANTY_MONTHS.otherProducts,
          },
          deliveryFees: fees.map((row) => ({ city: row.city, fee: toCedis(row.feePesewas) })),
          seller: await readSellerDetails(db),
        },
      };
    },
  );
}
