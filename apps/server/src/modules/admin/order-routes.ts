import {
  API_MESSAGES,
  adminOrderDetailResponseSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  uuidParamsSchema,
} from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import { notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { listAdminOrders } from '../orders';
import { findAdminOrder } from './order-service';

/** Reading orders. Status moves live in order-status-routes.ts, with the orders module's rules. */
export async function adminOrderRoutes(admin: App) {
  const listSchema = {
    querystring: adminOrderListQuerySchema,
    response: answers({ 200: adminOrderListResponseSchema }),
  };
  admin.get('/orders', { schema: listSchema }, async (request) => ({
    success: true,
    ...(await listAdminOrders(admin.database.db, request.query)),
  }));

  const detailSchema = {
    params: uuidParamsSchema,
    response: answers({ 200: adminOrderDetailResponseSchema }),
  };
  admin.get('/orders/:id', { schema: detailSchema }, async (request) => {
    const order = await findAdminOrder(admin.database.db, request.params.id);
    if (!order) throw notFound(API_MESSAGES.orderNotFound);
    return { success: true, order };
  });
}
