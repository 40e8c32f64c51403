import { z } from 'zod';
import { orderStatusSchema } from './orders';

/*
 * POST /api/admin/orders/:id/message-preview  orderMessagePreviewBodySchema -> orderMessagePreviewResponseSchema
 * What the customer would receive if staff made this change now, built by the same functions
 * that queue the messages; nothing is written or sent (docs/decisions/0051).
 */

const reason = z.string().trim().max(500, 'reason may be at most 500 characters');

export const orderMessagePreviewBodySchema = z.discriminatedUnion(
  'change',
  [
    /** A status move (PATCH /status); a cancel's reason as typed so far. */
    z.strictObject({ change: z.literal('status'), status: orderStatusSchema, reason: reason.optional() }),
    /** The door outcomes of an order to pay on delivery (POST /collection). */
    z.strictObject({ change: z.literal('collected') }),
    z.strictObject({ change: z.literal('refused'), reason: reason.optional() }),
  ],
  { error: () => 'change must be "status", "collected" or "refused"' },
);
export type OrderMessagePreviewBody = z.input<typeof orderMessagePreviewBodySchema>;

export const orderMessagePreviewResponseSchema = z.object({
  success: z.literal(true),
  /** The e-mail as the customer reads it (its plain text part); null when none is sent. */
  email: z.object({ to: z.string(), subject: z.string(), text: z.string() }).nullable(),
  /** The SMS; null when none goes (texts off, a number that is not a mobile one, or none for this change). */
  sms: z.object({ to: z.string(), text: z.string() }).nullable(),
  /** The WhatsApp message instead of the SMS, when the shopper chose WhatsApp (decision 0066); else null. */
  whatsApp: z.object({ to: z.string(), text: z.string() }).nullable(),
});
export type OrderMessagePreview = z.infer<typeof orderMessagePreviewResponseSchema>;
