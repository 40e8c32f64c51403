/**
 * The counter of a pickup (decision 0069). Staff:
 *   POST /api/admin/orders/:id/ready-for-pickup -> pickupCounterResponseSchema (the code is sent)
 *   POST /api/admin/orders/:id/pickup  pickupHandoverBodySchema -> pickupCounterResponseSchema
 *   POST /api/admin/orders/:id/pickup-code -> pickupCounterResponseSchema (a new code, unlocked)
 * The owner:
 *   PUT /api/admin/customers/:id/branch  staffBranchBodySchema -> adminCustomerResponseSchema
 */
import { z } from 'zod';
import { COLLECTION_METHODS } from '../pay-on-delivery';
import { PICKUP_CODE_LENGTH } from '../pickup';
import { adminOrderDetailSchema, adminOrderStatusBodySchema } from './admin';
import { cedis } from './admin-fields';
import { oneLine } from './one-line';

const CODE_PATTERN = new RegExp(`^\\d{${PICKUP_CODE_LENGTH}}$`);
const codeMessage = `The code is ${PICKUP_CODE_LENGTH} digits`;

/** What the shopper paid at the counter: the exact total, in cash or by mobile money with its transaction id. */
export const counterCollectionSchema = z
  .strictObject({
    method: z.enum(COLLECTION_METHODS, { error: () => 'method must be "cash" or "momo"' }),
    momoTransactionId: oneLine(
      z.string().trim().max(60, 'momoTransactionId may be at most 60 characters'),
      'momoTransactionId',
    ).optional(),
    amount: cedis('amount', 1_000_000),
  })
  .refine((body) => body.method !== 'momo' || Boolean(body.momoTransactionId), {
    path: ['momoTransactionId'],
    message: 'Give the MoMo transaction ID',
  });

/** The handover: the code the shopper shows, the serials of the units handed over, the money taken. */
export const pickupHandoverBodySchema = z.strictObject({
  code: z.string({ error: codeMessage }).trim().regex(CODE_PATTERN, codeMessage),
  serials: adminOrderStatusBodySchema.shape.serials,
  collection: counterCollectionSchema.optional(),
});
export type PickupHandoverBody = z.input<typeof pickupHandoverBodySchema>;

export const pickupCounterResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: adminOrderDetailSchema,
});
export type PickupCounterResponse = z.infer<typeof pickupCounterResponseSchema>;

/** PUT /api/admin/customers/:id/branch (the owner): the branch a staff member works at, or null for none. */
export const staffBranchBodySchema = z.strictObject({
  branchId: z.number({ error: 'branchId must be a branch id or null' }).int().positive().nullable(),
});
