/**
 * The contract of the admin Outbox (decisions 0011, 0026, 0066):
 *   GET /api/admin/outbox   adminOutboxQuerySchema -> adminOutboxListResponseSchema; 400 on a bad filter
 */
import { z } from 'zod';
import { adminListQuerySchema } from './admin';

/** How a message goes out: e-mail, SMS, or a WhatsApp template message (decision 0066). */
export const OUTBOX_MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type OutboxMessageChannel = (typeof OUTBOX_MESSAGE_CHANNELS)[number];

/**
 * pending: to be sent (or kept, without its channel's settings); sent; delivered: the provider
 * reported it on the phone; read: WhatsApp reported it opened; failed: gave up, or reported
 * undelivered (lastError says why).
 */
export const OUTBOX_MESSAGE_STATUSES = ['pending', 'sent', 'delivered', 'read', 'failed'] as const;
export type OutboxMessageStatus = (typeof OUTBOX_MESSAGE_STATUSES)[number];

/**
 * Which messages staff look at: marketing (every kind beginning `marketing-`, and back-in-stock
 * notices, the kinds that keep quiet hours), orders (everything else: orders, accounts, staff
 * alerts), or all.
 */
export const OUTBOX_PURPOSES = ['all', 'marketing', 'orders'] as const;
export type OutboxPurpose = (typeof OUTBOX_PURPOSES)[number];

/** A filter's value outside its list is named, with the values it may take. */
const filterOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(
    // `?channel=` from an emptied select means "any", not a bad value.
    (value) => (value === '' ? undefined : value),
    z
      .enum(values, {
        error: (issue) =>
          `${label} ${typeof issue.input === 'string' ? `"${issue.input}" ` : ''}must be one of: ${values.join(', ')}`,
      })
      .optional(),
  );

export const adminOutboxQuerySchema = adminListQuerySchema.extend({
  channel: filterOf('channel', OUTBOX_MESSAGE_CHANNELS),
  purpose: filterOf('purpose', OUTBOX_PURPOSES),
});
export type AdminOutboxQuery = z.infer<typeof adminOutboxQuerySchema>;

/** One message of the outbox: what went, or would have gone. */
export const adminOutboxMessageSchema = z.object({
  id: z.string(),
  kind: z.string(),
  channel: z.enum(OUTBOX_MESSAGE_CHANNELS),
  /** A marketing message or a back-in-stock notice: sent only with consent, never in quiet hours. */
  marketing: z.boolean(),
  /** An e-mail address, or a phone number in E.164. */
  to: z.string(),
  /** Empty for an SMS or a WhatsApp message. */
  subject: z.string(),
  /** The message as the recipient reads it, its plain-text part (a WhatsApp template filled in). */
  text: z.string(),
  status: z.enum(OUTBOX_MESSAGE_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** When a pending message may go: after quiet hours for marketing, or its next try after a failure. */
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** What the SMS provider says it cost ("GHS 0.0300"). */
  cost: z.string().nullable(),
  /** Delivered to the demo mailbox on the shop's own computer, not sent (decision 0054). */
  inDemoMailbox: z.boolean(),
});
export type AdminOutboxMessage = z.infer<typeof adminOutboxMessageSchema>;

export const adminOutboxListResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(adminOutboxMessageSchema),
  /** False without SMTP_URL: e-mails are kept here, not sent. */
  sending: z.boolean(),
  /** False without SMS_PROVIDER: SMS are kept here, not sent. */
  smsSending: z.boolean(),
  /** False without WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID: WhatsApp messages are kept here. */
  whatsAppSending: z.boolean(),
  /** The channels without settings whose messages go to the demo mailbox instead (decision 0054). */
  demoMailbox: z.array(z.enum(OUTBOX_MESSAGE_CHANNELS)),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminOutboxList = z.infer<typeof adminOutboxListResponseSchema>;
