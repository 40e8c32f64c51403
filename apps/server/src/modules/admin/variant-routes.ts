import {
  adminVariantsBodySchema,
  adminVariantsResponseSchema,
  numericIdParamsSchema,
  VARIANT_MESSAGES,
  variantStockBodySchema,
} from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import type { App } from '../../plugins/zod-type-provider';
import { findVariantsOf, saveVariantGrid, saveVariantStock, toVariantsAnswer } from '../catalogue';

/**
 * A product's options and variants grid, and its bulk stock edit (decision 0036). Each write is one transaction; the module's hook clears the
 * answer cache, so the storefront shows the new variants at once.
 */
export async function adminVariantRoutes(admin: App) {
  const db = () => admin.database.db;
  const response = answers({ 200: adminVariantsResponseSchema });

  admin.get(
    '/products/:id/variants',
    { schema: { params: numericIdParamsSchema, response } },
    async (request) => toVariantsAnswer(await findVariantsOf(db(), request.params.id)),
  );

  admin.put(
    '/products/:id/variants',
    { schema: { params: numericIdParamsSchema, body: adminVariantsBodySchema, response } },
    async (request) => {
      const product = await db().transaction((transaction) =>
        saveVariantGrid(transaction, request.params.id, request.body, admin.clock()),
      );
      return toVariantsAnswer(product, VARIANT_MESSAGES.variantsSaved);
    },
  );

  admin.patch(
    '/products/:id/variants/stock',
    { schema: { params: numericIdParamsSchema, body: variantStockBodySchema, response } },
    async (request) => {
      const product = await db().transaction((transaction) =>
        saveVariantStock(transaction, request.params.id, request.body),
      );
      return toVariantsAnswer(product, VARIANT_MESSAGES.variantStockSaved);
    },
  );
}
