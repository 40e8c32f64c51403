import {
  API_MESSAGES,
  CATALOGUE_LIST_MESSAGES,
  PRODUCT_PAGE_SIZE_DEFAULT,
  productDetailResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
} from '@shop/shared';
import { z } from 'zod';
import { answers } from '../../plugins/answer-serialiser';
import { badRequest, notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { unknownFilterValue } from './known-list-names';
import { toProduct } from './product-mapper';
import { findProduct, listProductsPage } from './product-repository';
import type { SaleClock } from './sale-clock';
import { findWhereInStock, withWhereInStock } from './where-in-stock';
import { wholeListJson } from './whole-list';

export async function catalogueRoutes(app: App, saleClock: SaleClock) {
  // Prices now (decision 0062): a sale that started or ended since the last read is written
  // before the answer cache stamps the miss (its preHandler), so the first answer after a
  // boundary is kept too.
  const pricesCurrent = async () => saleClock.ensurePricesCurrent();

  app.get(
    '/api/product/list',
    {
      schema: { querystring: productListQuerySchema, response: answers({ 200: productListResponseSchema }) },
      onRequest: pricesCurrent,
      config: {
        answerCache: {
          // A filter's value stops being known when staff delete it from its list.
          // The branch filter names a branch: one closed since shows nothing.
          topics: ['products', 'brands', 'categories', 'subcategories', 'branches'],
          queryDefaults: { page: 1, limit: PRODUCT_PAGE_SIZE_DEFAULT },
          caselessQuery: ['q'],
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      // The first version's call: with no parameters the answer is the whole list; any parameter pages it.
      if (Object.keys(query).length === 0) {
        const json = await wholeListJson(app.database.db, app.clock());
        // Already serialised with the route's own serialiser; Fastify sends the bytes as they are.
        return reply.type('application/json; charset=utf-8').send(json as never);
      }
      // The lists staff edit (decision 0053): a value none of them holds is refused, as a typo always was.
      const unknown = await unknownFilterValue(app, query);
      if (unknown) throw badRequest(CATALOGUE_LIST_MESSAGES.unknownFilter(unknown.parameter, unknown.value));
      const { rows, ...page } = await listProductsPage(app.database.db, query);
      const at = app.clock();
      return { success: true, products: rows.map((row) => toProduct(row, at)), ...page };
    },
  );

  app.get(
    '/api/product/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(100) }),
        response: answers({ 200: productDetailResponseSchema }),
      },
      // Where it is in stock names branches: a rename, pickup turned off or a branch closed clears it.
      config: { answerCache: { topics: ['products', 'branches'] } },
      onRequest: pricesCurrent,
    },
    async (request) => {
      const db = app.database.db;
      const row = await findProduct(db, request.params.id);
      if (!row) throw notFound(API_MESSAGES.productNotFound);
      const where = await findWhereInStock(
        db,
        row.variants.map((variant) => variant.id),
      );
      return { success: true, product: withWhereInStock(toProduct(row, app.clock()), row, where) };
    },
  );
}
