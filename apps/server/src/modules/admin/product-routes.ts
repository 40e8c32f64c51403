import {
  ADMIN_MESSAGES,
  API_MESSAGES,
  adminProductBodySchema,
  adminProductListQuerySchema,
  numericIdParamsSchema,
  productFlagsBodySchema,
  productStockBodySchema,
} from '@shop/shared';
import { notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import {
  createProduct,
  findAnyProduct,
  listAdminProducts,
  type ProductRow,
  restoreProduct,
  toAdminProduct,
  updateProduct,
  updateProductFlags,
  updateProductStock,
} from '../catalog';
import { deleteOrArchiveProduct } from './product-service';

/** The catalogue as staff run it. The storefront revalidates by ETag, so edits show at once. */
export async function adminProductRoutes(admin: App) {
  const db = () => admin.database.db;
  const found = <T>(row: T | undefined): T => {
    if (!row) throw notFound(API_MESSAGES.productNotFound);
    return row;
  };
  /** The answer to a change: the product as saved, or 404 when there was none to change. */
  const saved = (message: string, row: ProductRow | undefined) => ({
    success: true,
    message,
    product: toAdminProduct(found(row)),
  });

  admin.get('/products', { schema: { querystring: adminProductListQuerySchema } }, async (request) => ({
    success: true,
    ...(await listAdminProducts(db(), request.query)),
  }));

  admin.get('/products/:id', { schema: { params: numericIdParamsSchema } }, async (request) => ({
    success: true,
    product: toAdminProduct(found(await findAnyProduct(db(), request.params.id))),
  }));

  admin.post('/products', { schema: { body: adminProductBodySchema } }, async (request, reply) => {
    const row = await createProduct(db(), request.body);
    return reply
      .status(201)
      .send({ success: true, message: ADMIN_MESSAGES.productCreated, product: toAdminProduct(row) });
  });

  admin.put(
    '/products/:id',
    { schema: { params: numericIdParamsSchema, body: adminProductBodySchema } },
    async (request) =>
      saved(ADMIN_MESSAGES.productSaved, await updateProduct(db(), request.params.id, request.body)),
  );

  admin.patch(
    '/products/:id/flags',
    { schema: { params: numericIdParamsSchema, body: productFlagsBodySchema } },
    async (request) =>
      saved(ADMIN_MESSAGES.flagsSaved, await updateProductFlags(db(), request.params.id, request.body)),
  );

  admin.patch(
    '/products/:id/stock',
    { schema: { params: numericIdParamsSchema, body: productStockBodySchema } },
    async (request) =>
      saved(ADMIN_MESSAGES.stockSaved, await updateProductStock(db(), request.params.id, request.body.stock)),
  );

  admin.post('/products/:id/restore', { schema: { params: numericIdParamsSchema } }, async (request) =>
    saved(ADMIN_MESSAGES.productRestored, await restoreProduct(db(), request.params.id)),
  );

  admin.delete('/products/:id', { schema: { params: numericIdParamsSchema } }, async (request) => {
    const outcome = await deleteOrArchiveProduct(db(), request.params.id);
    if (outcome === 'missing') throw notFound(API_MESSAGES.productNotFound);
    const message = outcome === 'archived' ? API_MESSAGES.productArchived : API_MESSAGES.productDeleted;
    return { success: true, outcome, message };
  });
}
