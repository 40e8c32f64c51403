import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * pending: to be sent (or, without its channel's settings, kept for staff to read); sent;
 * delivered: the SMS provider or WhatsApp reported it on the phone; read: WhatsApp reported it
 * read (after delivered, whose time stays in delivered_at); failed: gave up, or the provider
 * reported it undelivered (the reason in last_error). A text column with no database check.
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'delivered', 'read', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * How a message goes out: e-mail through SMTP_URL, SMS through SMS_PROVIDER (decision 0026), or
 * WhatsApp through the WhatsApp Business Cloud API (decision 0066).
 */
export const OUTBOX_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** A template registered with Meta, named, in a language, with its body's parameters in order. */
export interface WhatsAppTemplatePayload {
  template: string;
  language: string;
  parameters: string[];
}

/**
 * Every e-mail and SMS the shop sends, written in the same transaction as the event that causes it
 * (an order paid, a status changed) and sent later by the mail worker, so sending never slows
 * or fails the event, and nothing is lost while the mail server is down.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is about (order-confirmation, order-status, staff-new-order, low-stock, password-reset, phone-code). */
    kind: text('kind').notNull(),
    channel: text('channel').$type<OutboxChannel>().notNull().default('email'),
    /** An e-mail address, or an E.164 phone number for an SMS or a WhatsApp message. */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /**
     * The one secret the message carries (a reset token, a phone code), which the sender puts
     * in place of SECRET_MASK in its words; emptied once it is sent or given up (decision 0041).
     */
    secret: text('secret'),
    /**
     * A WhatsApp message's template and its parameters (decision 0066), which is what the Cloud
     * API sends; `text` holds the same words filled in, for staff. Null for e-mail and SMS.
     */
    payload: jsonb('payload').$type<WhatsAppTemplatePayload>(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Until when one instance's worker holds the message; another instance leaves it alone until then. */
    leasedUntil: timestamp('leased_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /**
     * The message's own key, the same on every try (decision 0057): an e-mail's Message-ID
     * carries it, so a copy sent again after a crash is recognisably the same message.
     */
    idempotencyKey: text('idempotency_key').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** The SMS provider's id of the message, which its delivery reports name. */
    providerMessageId: text('provider_message_id'),
    /** What the provider says the SMS cost, as it wrote it ("GHS 0.0300"). */
    cost: text('cost'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    index('outbox_provider_message_idx').on(table.providerMessageId),
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_created_idx').on(table.createdAt),
  ],
);
