import { z } from 'zod';

/**
 * The parts of a WhatsApp Business Account webhook the shop reads (decision 0066), from Meta's
 * documented shapes: `entry[].changes[].value` holds `statuses[]` (what became of a message the
 * shop sent, by its wamid), `messages[]` (what a shopper wrote to the shop's number) and, for the
 * `user_preferences` field, `user_preferences[]` (a shopper stopped or resumed marketing). Every
 * other field is let through unread, so a new one Meta adds is no error.
 */
const statusSchema = z.looseObject({
  id: z.string().min(1).max(200),
  status: z.string().max(40),
  timestamp: z.string().max(20).optional(),
  recipient_id: z.string().max(40).optional(),
  errors: z
    .array(z.looseObject({ code: z.number().optional(), title: z.string().max(500).optional() }))
    .optional(),
});

const incomingSchema = z.looseObject({
  from: z.string().max(40),
  type: z.string().max(40).optional(),
  text: z.looseObject({ body: z.string().max(4096) }).optional(),
});

const preferenceSchema = z.looseObject({
  wa_id: z.string().max(40),
  category: z.string().max(60).optional(),
  value: z.string().max(40).optional(),
});

export const whatsAppWebhookSchema = z.looseObject({
  object: z.literal('whatsapp_business_account'),
  entry: z
    .array(
      z.looseObject({
        changes: z
          .array(
            z.looseObject({
              field: z.string().max(60).optional(),
              value: z
                .looseObject({
                  statuses: z.array(statusSchema).max(1000).optional(),
                  messages: z.array(incomingSchema).max(1000).optional(),
                  user_preferences: z.array(preferenceSchema).max(1000).optional(),
                })
                .optional(),
            }),
          )
          .max(100)
          .default([]),
      }),
    )
    .max(100),
});
export type WhatsAppWebhook = z.infer<typeof whatsAppWebhookSchema>;

/** What a status says of a sent message, in the outbox's words; undefined: nothing to record. */
export interface WhatsAppStatus {
  messageId: string;
  outcome: 'delivered' | 'read' | 'failed';
  at: Date | undefined;
  reason: string | undefined;
}

/** The words a shopper writes to stop marketing, as most senders take them (trimmed, any case). */
const STOP_WORDS = new Set(['STOP', 'STOP ALL', 'UNSUBSCRIBE']);

/** A WhatsApp id (the number's digits with its country code) as accounts keep a phone: E.164. */
const e164Of = (waId: string): string | undefined => {
  const digits = waId.trim();
  return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : undefined;
};

/** The statuses of a webhook that move an outbox row; 'sent' (and anything else) moves none. */
export function statusesOf(webhook: WhatsAppWebhook): WhatsAppStatus[] {
  const found: WhatsAppStatus[] = [];
  for (const entry of webhook.entry)
    for (const change of entry.changes)
      for (const status of change.value?.statuses ?? []) {
        if (status.status !== 'delivered' && status.status !== 'read' && status.status !== 'failed') continue;
        const seconds = Number(status.timestamp);
        const error = status.errors?.[0];
        found.push({
          messageId: status.id,
          outcome: status.status,
          at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : undefined,
          reason:
            status.status === 'failed'
              ? `WhatsApp: ${error?.title ?? 'failed'}${error?.code === undefined ? '' : ` (${error.code})`}`
              : undefined,
        });
      }
  return found;
}

/**
 * The numbers (E.164) that stopped the shop's marketing in this webhook: a text message that
 * reads STOP, STOP ALL or UNSUBSCRIBE, or a `user_preferences` stop of marketing messages. A
 * "resume" is not a yes to the shop's offers (decision 0065 asks the shopper's own yes), so it
 * changes nothing.
 */
export function optOutsOf(webhook: WhatsAppWebhook): string[] {
  const numbers = new Set<string>();
  for (const entry of webhook.entry)
    for (const change of entry.changes) {
      for (const message of change.value?.messages ?? []) {
        const body = message.type === 'text' || message.text ? message.text?.body : undefined;
        if (body === undefined || !STOP_WORDS.has(body.trim().replace(/\s+/g, ' ').toUpperCase())) continue;
        const phone = e164Of(message.from);
        if (phone) numbers.add(phone);
      }
      for (const preference of change.value?.user_preferences ?? []) {
        if (preference.category !== 'marketing_messages' || preference.value?.toLowerCase() !== 'stop')
          continue;
        const phone = e164Of(preference.wa_id);
        if (phone) numbers.add(phone);
      }
    }
  return [...numbers];
}
