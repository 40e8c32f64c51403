import { PROMOTION_ADMIN_TEXTS, saleBodySchema, saleResponseSchema, saleTargetSchema } from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import { badRequest, notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { endSales, putOnSale, type SaleCount, saleRefusalOf } from '../catalogue';

const { sales } = PROMOTION_ADMIN_TEXTS;

/** A bulk write's answer: how many variants it changed, or 404 when its target names no live product. */
function answerOf(count: SaleCount, message: (count: number) => string) {
  if (count === null) throw notFound(sales.nothingMatched);
  return { success: true as const, message: message(count), variants: count };
}

/**
 * Sale prices in bulk (decision 0062): a percent off every variant of one product, a category
 * or a brand, and the end of those sales. Owner and staff alike, as they set prices; the
 * module's hook clears the product answers, and the catalogue's sale clock hears of it.
 */
export async function adminSaleRoutes(admin: App) {
  const response = answers({ 200: saleResponseSchema });

  admin.put('/sales', { schema: { body: saleBodySchema, response } }, async (request) => {
    const { startsAt, endsAt, ...sale } = request.body;
    try {
      const count = await admin.database.db.transaction((transaction) =>
        putOnSale(
          transaction,
          { ...sale, startsAt: startsAt ?? null, endsAt: endsAt ?? null },
          admin.clock(),
        ),
      );
      return answerOf(count, sales.applied);
    } catch (error) {
      const refusal = saleRefusalOf(error);
      if (refusal) throw badRequest(refusal);
      throw error;
    }
  });

  admin.delete('/sales', { schema: { body: saleTargetSchema, response } }, async (request) => {
    const count = await admin.database.db.transaction((transaction) =>
      endSales(transaction, request.body, admin.clock()),
    );
    return answerOf(count, sales.ended);
  });
}
