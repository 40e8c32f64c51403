import {
  API_MESSAGES,
  adminOrderStatusBodySchema,
  orderMessagePreviewBodySchema,
  orderMessagePreviewResponseSchema,
  staffStatusResponseSchema,
} from '@shop/shared';
import { z } from 'zod';
import { answers } from '../../plugins/answer-serialiser';
import { currentUser } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { changeOrderStatusByStaff, previewCustomerMessages } from '../orders';

/**
 * PATCH /api/admin/orders/:id/status: staff move an order along (the admin scope checks isAdmin),
 * giving the units' serials when it goes In Truck;
 * POST /api/admin/orders/:id/message-preview: what that move would send the customer.
 */
export async function adminOrderStatusRoutes(admin: App) {
  admin.patch(
    '/orders/:id/status',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        body: adminOrderStatusBodySchema,
        response: answers({ 200: staffStatusResponseSchema }),
      },
    },
    async (request) => {
      const { status, reason, serials } = request.body;
      // In Truck takes the serial of each unit that records one (decision 0061), and who saved them.
      const order = await changeOrderStatusByStaff(admin, request.params.id, status, reason, {
        serials,
        staffId: currentUser(request).id,
      });
      return { success: true, message: API_MESSAGES.orderStatusChanged(order.orderStatus), order };
    },
  );

  // What the customer would receive, read by staff before they confirm (decision 0051).
  admin.post(
    '/orders/:id/message-preview',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        body: orderMessagePreviewBodySchema,
        response: answers({ 200: orderMessagePreviewResponseSchema }),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await previewCustomerMessages(admin, request.params.id, request.body)),
    }),
  );
}
