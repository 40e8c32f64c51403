/**
 * The contract of pickup at a branch (decision 0069).
 *
 * A shopper:
 *   GET /api/cart/pickup-branches -> pickupBranchesResponseSchema (open branches offering pickup that hold every line of the cart)
 * The checkout's start and the order answer carry `fulfilment` and the branch (schemas/orders.ts).
 */
import { z } from 'zod';
import { dayHoursSchema } from './branches';

/** A branch as a pickup shows it: where it is, how to call it, when it is open. */
export const pickupBranchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  digitalAddress: z.string(),
  phone: z.string(),
  /** Monday first, seven entries; null on a closed day. */
  openingHours: z.array(dayHoursSchema),
});
export type PickupBranch = z.infer<typeof pickupBranchSchema>;

export const pickupBranchesResponseSchema = z.object({
  success: z.literal(true),
  branches: z.array(pickupBranchSchema),
});
export type PickupBranchesResponse = z.infer<typeof pickupBranchesResponseSchema>;
