import { type MarketingChannel, SECRET_MASK } from '@shop/shared';
import { UNSUBSCRIBE_PAGE_PATH } from '@shop/shared/storefront-paths';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { marketingConsents, users } from '../../db/schema';
import { createUnsubscribeLink } from '../consent';
import {
  type MailMessage,
  queueMail,
  queueTextsWithinSpendCap,
  quietHoursRelease,
  type SmsMessage,
  type WhatsAppMessage,
} from '../messages';

/**
 * One marketing message in each channel's form (decision 0066); each builder is called only for a
 * channel the shopper said yes to, with their address on it. The e-mail's words carry the
 * unsubscribe page's link with SECRET_MASK where the token goes (`unsubscribeUrlOf`).
 */
export interface MarketingMessageBuilders {
  email: (to: string, unsubscribeUrl: string) => MailMessage;
  sms: (to: string) => SmsMessage;
  whatsApp: (to: string) => WhatsAppMessage;
}

/** The storefront's unsubscribe page for a message, the token masked until it is sent. */
export function unsubscribeUrlOf(origin: string): string {
  return `${origin}${UNSUBSCRIBE_PAGE_PATH}?token=${SECRET_MASK}`;
}

/** The channels an account said yes to, with the address each one writes to. */
export async function marketingAddresses(
  db: Executor,
  userId: string,
): Promise<{ channel: MarketingChannel; to: string }[]> {
  const rows = await db
    .select({
      channel: marketingConsents.channel,
      email: users.email,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
    })
    .from(marketingConsents)
    .innerJoin(users, eq(users.id, marketingConsents.userId))
    .where(and(eq(marketingConsents.userId, userId), eq(marketingConsents.granted, true)));
  return rows.flatMap((row): { channel: MarketingChannel; to: string }[] => {
    if (row.channel === 'email') return [{ channel: row.channel, to: row.email }];
    // A text goes only to a number the shopper proved is theirs.
    return row.phone && row.phoneVerifiedAt ? [{ channel: row.channel, to: row.phone }] : [];
  });
}

/**
 * Queues one marketing message to an account, in the caller's transaction, on every channel it
 * said yes to (none: nothing, and none is answered): the e-mail with its own unsubscribe link
 * (RFC 8058 headers at send), the SMS and WhatsApp message within the day's spend cap shared
 * with SMS (over it: neither is queued); each held until 08:00 when queued in quiet hours.
 * Answers the channels queued.
 */
export async function queueMarketingMessage(
  app: FastifyInstance,
  transaction: Executor,
  userId: string,
  builders: MarketingMessageBuilders,
  now: Date,
): Promise<MarketingChannel[]> {
  const addresses = await marketingAddresses(transaction, userId);
  const notBefore = quietHoursRelease(now, app.config.reminders.quietHours);
  const queued: MarketingChannel[] = [];
  const sms: SmsMessage[] = [];
  const whatsApp: WhatsAppMessage[] = [];
  for (const { channel, to } of addresses) {
    if (channel === 'sms') sms.push({ ...builders.sms(to), notBefore });
    if (channel === 'whatsapp') whatsApp.push({ ...builders.whatsApp(to), notBefore });
  }
  const email = addresses.find((address) => address.channel === 'email');
  if (email) {
    const token = await createUnsubscribeLink(transaction, userId, 'email', now);
    const origin = app.config.publicUrl ?? `http://localhost:${app.config.port}`;
    const message = builders.email(email.to, unsubscribeUrlOf(origin));
    await queueMail(transaction, [{ ...message, secret: token, notBefore }]);
    queued.push('email');
  }
  if (sms.length + whatsApp.length > 0) {
    const cap = {
      dailySpendCap: app.config.sms.dailySpendCap,
      costEstimate: app.config.sms.costEstimate,
      whatsAppCostEstimate: app.config.whatsApp.costEstimate,
    };
    if (await queueTextsWithinSpendCap(transaction, { sms, whatsApp }, cap)) {
      if (sms.length > 0) queued.push('sms');
      if (whatsApp.length > 0) queued.push('whatsapp');
    } else {
      app.log.warn({ userId }, 'marketing texts not queued: the day’s SMS and WhatsApp spend cap is reached');
    }
  }
  return queued;
}
