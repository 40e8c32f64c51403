import { createHash } from 'node:crypto';
import { STOCK_ALERT_MESSAGES } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { countAndRefuseOverLimit } from '../../plugins/abuse-limits';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A visitor may ask 20 times an hour from one address, and one address (an e-mail, a phone
 * or an account) may be asked for 5 times an hour: enough for a shopper choosing among sold-out
 * colours, too few to flood someone's inbox or phone with confirmations, or to run up the SMS
 * bill with codes (which the day's spend cap stops in the end).
 */
export const STOCK_ALERTS_PER_ADDRESS_PER_HOUR = 20;
export const STOCK_ALERTS_PER_RECIPIENT_PER_HOUR = 5;

/** The per-IP count, before the body is read (onRequest), so a refused flood costs little. */
export async function countStockAlertRequestFrom(app: FastifyInstance, ip: string): Promise<void> {
  await countAndRefuseOverLimit(
    app.abuseCounters,
    [{ key: `stock-alert:ip:${ip}`, max: STOCK_ALERTS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS }],
    STOCK_ALERT_MESSAGES.tooMany,
  );
}

/** The per-recipient count; the address is hashed, so the counters (Redis) hold no one's e-mail. */
export async function countStockAlertRequestTo(app: FastifyInstance, recipient: string): Promise<void> {
  const key = createHash('sha256').update(recipient.toLowerCase()).digest('hex').slice(0, 32);
  await countAndRefuseOverLimit(
    app.abuseCounters,
    [{ key: `stock-alert:recipient:${key}`, max: STOCK_ALERTS_PER_RECIPIENT_PER_HOUR, windowMs: HOUR_MS }],
    STOCK_ALERT_MESSAGES.tooMany,
  );
}
