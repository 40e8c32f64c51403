import {
  adminCustomerResponseSchema,
  PICKUP_COUNTER_MESSAGES,
  pickupCounterResponseSchema,
  pickupHandoverBodySchema,
  staffBranchBodySchema,
  uuidParamsSchema,
} from '@shop/shared';
import { answers } from '../../plugins/answer-serialiser';
import { currentUser, ownerOnly } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { handOverPickup, issueNewPickupCode, markReadyForPickup } from '../orders';
import { findAdminOrder } from './order-service';
import { changeStaffBranch } from './staff-branch-service';

/**
 * The counter of a pickup (decision 0069, docs/product/branches.md#at-the-counter), staff only:
 * POST /api/admin/orders/:id/ready-for-pickup (the code is sent),
 * POST /api/admin/orders/:id/pickup (the handover, with the code),
 * POST /api/admin/orders/:id/pickup-code (a new code, unlocked);
 * and the owner's PUT /api/admin/customers/:id/branch (the branch a staff member works at).
 */
export async function adminPickupRoutes(admin: App) {
  const orderAnswer = async (orderId: string, message: string) => ({
    success: true as const,
    message,
    order: (await findAdminOrder(admin.database.db, orderId, admin.config.pickupHoldDays))!,
  });
  const counterSchema = {
    params: uuidParamsSchema,
    response: answers({ 200: pickupCounterResponseSchema }),
  };

  admin.post('/orders/:id/ready-for-pickup', { schema: counterSchema }, async (request) =>
    orderAnswer(request.params.id, await markReadyForPickup(admin, request.params.id)),
  );

  admin.post(
    '/orders/:id/pickup',
    { schema: { ...counterSchema, body: pickupHandoverBodySchema } },
    async (request) =>
      orderAnswer(
        request.params.id,
        await handOverPickup(admin, request.params.id, request.body, currentUser(request).id),
      ),
  );

  admin.post('/orders/:id/pickup-code', { schema: counterSchema }, async (request) =>
    orderAnswer(request.params.id, await issueNewPickupCode(admin, request.params.id)),
  );

  admin.put(
    '/customers/:id/branch',
    {
      onRequest: ownerOnly(PICKUP_COUNTER_MESSAGES.staffBranchOwnerOnly),
      schema: {
        params: uuidParamsSchema,
        body: staffBranchBodySchema,
        response: answers({ 200: adminCustomerResponseSchema }),
      },
    },
    async (request) => ({
      success: true,
      message: PICKUP_COUNTER_MESSAGES.staffBranchSaved,
      customer: await changeStaffBranch(admin.database.db, request.params.id, request.body.branchId),
    }),
  );
}
