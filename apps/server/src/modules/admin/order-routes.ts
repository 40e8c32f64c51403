import { API_MESSAGES, adminOrderListQuerySchema, uuidParamsSchema } from '@shop/shared';
import { notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { listAdminOrders } from '../orders';
import { findAdminOrder } from './order-service';

/** Reading orders. Status moves live in order-status-routes.ts, with the orders module's rules. */
export async function adminOrderRoutes(admin: App) {
  admin.get('/orders', { schema: { querystring: adminOrderListQuerySchema } }, async (request) => ({
    success: true,
    ...(await listAdminOrders(admin.database.db, request.query)),
  }));

  admin.get('/orders/:id', { schema: { params: uuidParamsSchema } }, async (request) => {
    const order = await findAdminOrder(admin.database.db, request.params.id);
    if (!order) throw notFound(API_MESSAGES.orderNotFound);
    return { success: true, order };
  });
}
