import { API_MESSAGES, staffStatusBodySchema, staffStatusResponseSchema } from '@shop/shared';
import { z } from 'zod';
import { answers } from '../../plugins/answer-serialiser';
import type { App } from '../../plugins/zod-type-provider';
import { changeOrderStatusByStaff } from '../orders';

/** PATCH /api/admin/orders/:id/status: staff move an order along (the admin scope checks isAdmin). */
export async function adminOrderStatusRoutes(admin: App) {
  admin.patch(
    '/orders/:id/status',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        body: staffStatusBodySchema,
        response: answers({ 200: staffStatusResponseSchema }),
      },
    },
    async (request) => {
      const { status, reason } = request.body;
      const order = await changeOrderStatusByStaff(admin, request.params.id, status, reason);
      return { success: true, message: API_MESSAGES.orderStatusChanged(order.orderStatus), order };
    },
  );
}
