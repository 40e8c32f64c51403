import { z } from 'zod';
import { RETURN_STATUSES } from '../return-states';
import { SOLD_UNIT_STATES } from '../serial-numbers';

/** A return or warranty claim still open on a unit (decision 0063): its number and where it stands. */
export const warrantyClaimSchema = z.object({
  /** RET-101. */
  number: z.string(),
  status: z.enum(RETURN_STATUSES),
  statusLabel: z.string(),
});
export type WarrantyClaim = z.infer<typeof warrantyClaimSchema>;

/**
 * GET /api/warranty/:serial and the /warranty page (decision 0061): a unit this shop sold,
 * and nothing about who bought it. Dates are days in Africa/Accra (YYYY-MM-DD).
 */
export const warrantySchema = z.object({
  /** As stored: capitals, no spaces (normaliseSerial). */
  serial: z.string(),
  product: z.string(),
  /** The variant sold in words ("256GB, Blue"), or empty. */
  variant: z.string(),
  soldOn: z.string(),
  warrantyUntil: z.string(),
  /** sold (with its buyer), returned (came back to the shop), replaced (swapped for another unit). */
  state: z.enum(SOLD_UNIT_STATES),
  /** Sold, and today is on or before warrantyUntil. */
  underWarranty: z.boolean(),
  /** The open request on this unit, if any (absent from answers of before returns). */
  claim: warrantyClaimSchema.nullable().optional(),
});
export type Warranty = z.infer<typeof warrantySchema>;

export const warrantyResponseSchema = z.object({ success: z.literal(true), warranty: warrantySchema });

// Where the storefront shows these, kept free of zod for the storefront's first download.
export { invoicePagePath, WARRANTY_PAGE_PATH } from '../storefront-paths';
