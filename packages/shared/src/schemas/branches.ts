/**
 * The contract of branches (decision 0067).
 *
 * Anyone:
 *   GET    /api/branches                          -> branchesResponseSchema (open branches, the storefront's "Our shops")
 * Staff (read) and the owner (write):
 *   GET    /api/admin/branches                    -> branchesResponseSchema (open branches, in their order)
 *   POST   /api/admin/branches        branchBodySchema -> branchResponseSchema (201)
 *   PUT    /api/admin/branches/:id    branchBodySchema -> branchResponseSchema
 *   POST   /api/admin/branches/:id/delivery       -> branchesResponseSchema (this branch now fills delivery orders)
 *   DELETE /api/admin/branches/:id                -> messageResponseSchema (archived; 409 for the delivery branch or the last one)
 */
import { z } from 'zod';
import { BRANCH_MESSAGES, WEEKDAYS } from '../branch-texts';
import { digitalAddressSchema } from '../digital-address';
import { oneLine } from './one-line';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, BRANCH_MESSAGES.time);

export const dayHoursSchema = z.object({ opens: time, closes: time }).nullable();

/** Seven days, Monday first; each closes after it opens. */
export const openingHoursSchema = z
  .array(dayHoursSchema, { error: BRANCH_MESSAGES.hoursShape })
  .length(WEEKDAYS.length, BRANCH_MESSAGES.hoursShape)
  .superRefine((days, context) => {
    days.forEach((hours, day) => {
      if (hours && hours.closes <= hours.opens) {
        context.addIssue({
          code: 'custom',
          path: [day],
          message: BRANCH_MESSAGES.hoursOrder(WEEKDAYS[day]!),
        });
      }
    });
  });

export const branchBodySchema = z.strictObject({
  name: oneLine(
    z.string().trim().min(1, 'Name is required').max(60, 'Name may be at most 60 characters'),
    'Name',
  ),
  address: oneLine(
    z.string().trim().max(200, 'Street address may be at most 200 characters'),
    'Street address',
  ),
  city: oneLine(z.string().trim().max(60, 'City may be at most 60 characters'), 'City'),
  digitalAddress: digitalAddressSchema,
  phone: oneLine(z.string().trim().max(40, 'Phone may be at most 40 characters'), 'Phone'),
  openingHours: openingHoursSchema,
  pickup: z.boolean({ error: 'pickup must be true or false' }),
});
export type BranchBody = z.input<typeof branchBodySchema>;

export const branchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  digitalAddress: z.string(),
  phone: z.string(),
  openingHours: z.array(dayHoursSchema),
  pickup: z.boolean(),
  fillsDelivery: z.boolean(),
});
export type Branch = z.infer<typeof branchSchema>;

export const branchesResponseSchema = z.object({ success: z.literal(true), branches: z.array(branchSchema) });
export const branchResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  branch: branchSchema,
});
