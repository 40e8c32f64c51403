import { z } from 'zod';
import { SOLD_UNIT_STATES } from '../serial-numbers';

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
});
export type Warranty = z.infer<typeof warrantySchema>;

export const warrantyResponseSchema = z.object({ success: z.literal(true), warranty: warrantySchema });

// Where the storefront shows these, kept free of zod for the storefront's first download.
export { invoicePagePath, WARRANTY_PAGE_PATH } from '../storefront-paths';
