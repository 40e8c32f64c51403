import {
  ADMIN_MESSAGES,
  API_MESSAGES,
  adminProductBodySchema,
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminProductResponseSchema,
  CATALOGUE_LIST_MESSAGES,
  numericIdParamsSchema,
  productDeleteResponseSchema,
  productFlagsBodySchema,
  productStockBodySchema,
} from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import { badRequest, notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import {
  type CatalogueProduct,
  createProduct,
  findAnyProduct,
  listAdminProducts,
  productNamesOf,
  restoreProduct,
  toAdminProduct,
  unknownFilterValue,
  updateProduct,
  updateProductFlags,
  updateProductStock,
} from '../catalogue';
import { deleteOrArchiveProduct } from './product-service';

/** The catalogue as staff run it. Each write clears the answer cache (modules/admin/index.ts), so edits show at once. */
export async function adminProductRoutes(admin: App) {
  const db = () => admin.database.db;
  const found = <T>(row: T | undefined): T => {
    if (!row) throw notFound(API_MESSAGES.productNotFound);
    return row;
  };
  /** The answer to a change: the product as saved, or 404 when there was none to change. */
  const saved = (message: string, row: CatalogueProduct | undefined) => ({
    success: true,
    message,
    product: toAdminProduct(found(row)),
  });

  const productAnswer = answers({ 200: adminProductResponseSchema });

  const listSchema = {
    querystring: adminProductListQuerySchema,
    response: answers({ 200: adminProductListResponseSchema }),
  };
  admin.get('/products', { schema: listSchema }, async (request) => {
    const { category } = request.query;
    const unknown = category ? await unknownFilterValue(admin, { category: [category] }) : undefined;
    if (unknown) throw badRequest(CATALOGUE_LIST_MESSAGES.unknownFilter(unknown.parameter, unknown.value));
    return { success: true, ...(await listAdminProducts(db(), request.query)) };
  });

  const oneSchema = { params: numericIdParamsSchema, response: productAnswer };
  admin.get('/products/:id', { schema: oneSchema }, async (request) => ({
    success: true,
    product: toAdminProduct(found(await findAnyProduct(db(), request.params.id))),
  }));

  const createSchema = {
    body: adminProductBodySchema,
    response: answers({ 201: adminProductResponseSchema }),
  };
  admin.post('/products', { schema: createSchema }, async (request, reply) => {
    // The names checked against their lists and saved in the same transaction (decision 0053).
    const row = await db().transaction(async (transaction) =>
      createProduct(transaction, await productNamesOf(transaction, request.body), admin.clock()),
    );
    return reply
      .status(201)
      .send({ success: true, message: ADMIN_MESSAGES.productCreated, product: toAdminProduct(row) });
  });

  admin.put(
    '/products/:id',
    { schema: { params: numericIdParamsSchema, body: adminProductBodySchema, response: productAnswer } },
    async (request) =>
      saved(
        ADMIN_MESSAGES.productSaved,
        // The default variant's price and stock and the product's row, together or not at all.
        await db().transaction(async (transaction) =>
          updateProduct(
            transaction,
            request.params.id,
            await productNamesOf(transaction, request.body),
            admin.clock(),
          ),
        ),
      ),
  );

  admin.patch(
    '/products/:id/flags',
    { schema: { params: numericIdParamsSchema, body: productFlagsBodySchema, response: productAnswer } },
    async (request) =>
      saved(ADMIN_MESSAGES.flagsSaved, await updateProductFlags(db(), request.params.id, request.body)),
  );

  admin.patch(
    '/products/:id/stock',
    { schema: { params: numericIdParamsSchema, body: productStockBodySchema, response: productAnswer } },
    async (request) =>
      saved(
        ADMIN_MESSAGES.stockSaved,
        await db().transaction((transaction) =>
          updateProductStock(transaction, request.params.id, request.body.stock),
        ),
      ),
  );

  const restoreSchema = { params: numericIdParamsSchema, response: productAnswer };
  admin.post('/products/:id/restore', { schema: restoreSchema }, async (request) =>
    saved(ADMIN_MESSAGES.productRestored, await restoreProduct(db(), request.params.id)),
  );

  const deleteSchema = {
    params: numericIdParamsSchema,
    response: answers({ 200: productDeleteResponseSchema }),
  };
  admin.delete('/products/:id', { schema: deleteSchema }, async (request) => {
    const outcome = await deleteOrArchiveProduct(db(), request.params.id);
    if (outcome === 'missing') throw notFound(API_MESSAGES.productNotFound);
    const message = outcome === 'archived' ? API_MESSAGES.productArchived : API_MESSAGES.productDeleted;
    return { success: true, outcome, message };
  });
}
