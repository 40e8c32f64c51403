import {
  API_MESSAGES,
  PRODUCT_PAGE_SIZE_DEFAULT,
  productDetailResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
} from '@shop/shared';
import { z } from 'zod';
import { answers } from '../../plugins/answer-serialiser';
import { notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { toProduct } from './product-mapper';
import { findProduct, listAllProducts, listProductsPage } from './product-repository';

export async function catalogRoutes(app: App) {
  app.get(
    '/api/product/list',
    {
      schema: { querystring: productListQuerySchema, response: answers({ 200: productListResponseSchema }) },
      config: {
        answerCache: {
          topics: ['products'],
          queryDefaults: { page: 1, limit: PRODUCT_PAGE_SIZE_DEFAULT },
          caselessQuery: ['q'],
        },
      },
    },
    async (request) => {
      const query = request.query;
      // SPEC.md: with no parameters the answer is the whole list; any parameter pages it.
      if (Object.keys(query).length === 0) {
        const rows = await listAllProducts(app.database.db);
        return { success: true, products: rows.map(toProduct) };
      }
      const { rows, total, page, limit } = await listProductsPage(app.database.db, query);
      return { success: true, products: rows.map(toProduct), total, page, limit };
    },
  );

  app.get(
    '/api/product/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(100) }),
        response: answers({ 200: productDetailResponseSchema }),
      },
      config: { answerCache: { topics: ['products'] } },
    },
    async (request) => {
      const row = await findProduct(app.database.db, request.params.id);
      if (!row) throw notFound(API_MESSAGES.productNotFound);
      return { success: true, product: toProduct(row) };
    },
  );
}
