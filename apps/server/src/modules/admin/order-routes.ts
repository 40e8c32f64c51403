import {
  API_MESSAGES,
  adminOrderDetailResponseSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  uuidParamsSchema,
} from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import { currentUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { listAdminOrders } from '../orders';
import { staffBranchOf } from '../users';
import { findAdminOrder } from './order-service';

/** Reading orders. Status moves live in order-status-routes.ts, with the orders module's rules. */
export async function adminOrderRoutes(admin: App) {
  const listSchema = {
    querystring: adminOrderListQuerySchema,
    response: answers({ 200: adminOrderListResponseSchema }),
  };
  admin.get('/orders', { schema: listSchema }, async (request) => {
    const user = currentUser(request);
    // A staff member of a branch sees its pickups first (decision 0069); the owner sees all as usual.
    const branchFirst = user.isOwner ? null : await staffBranchOf(admin.database.db, user.id);
    return { success: true, ...(await listAdminOrders(admin.database.db, request.query, { branchFirst })) };
  });

  const detailSchema = {
    params: uuidParamsSchema,
    response: answers({ 200: adminOrderDetailResponseSchema }),
  };
  admin.get('/orders/:id', { schema: detailSchema }, async (request) => {
    const order = await findAdminOrder(admin.database.db, request.params.id, admin.config.pickupHoldDays);
    if (!order) throw notFound(API_MESSAGES.orderNotFound);
    return { success: true, order };
  });
}
