import { SMS_COST_UNITS_PER_CURRENCY_UNIT } from '../../../config-sms';
import type { Executor } from '../../../db/client';
import {
  insertSmsMessages,
  insertWhatsAppMessages,
  type SmsMessage,
  type WhatsAppMessage,
} from '../outbox/outbox-repository';
import { lockSmsSpend, smsSpendToday } from './sms-spend-repository';

/** The day's cap (SMS_DAILY_SPEND_CAP, whole units, 0: none) and what one text is reckoned to cost. */
export interface SpendCap {
  dailySpendCap: number;
  /** Ten-thousandths of the SMS account's currency (SMS_COST_ESTIMATE). */
  costEstimate: number;
  /** What one WhatsApp message is reckoned to cost, in the same units (WHATSAPP_COST_ESTIMATE). */
  whatsAppCostEstimate?: number;
}

/**
 * Queues SMS in the caller's transaction only if the day's spending, with these texts
 * reserved at the estimate, stays within the cap; answers whether it queued them. The lock
 * is held until the transaction ends, so the row written here is the reservation every later
 * check counts (decision 0042). Order texts use queueSms instead: they go past the cap.
 */
export async function queueSmsWithinSpendCap(
  transaction: Executor,
  messages: SmsMessage[],
  cap: SpendCap,
): Promise<boolean> {
  if (cap.dailySpendCap > 0) {
    await lockSmsSpend(transaction);
    const spend = await smsSpendToday(transaction, cap.costEstimate);
    const reserved = messages.length * cap.costEstimate;
    if (spend + reserved > cap.dailySpendCap * SMS_COST_UNITS_PER_CURRENCY_UNIT) return false;
  }
  await insertSmsMessages(transaction, messages);
  return true;
}

/**
 * Queues marketing texts (SMS and WhatsApp, decision 0066) in the caller's transaction only if
 * they fit within the day's cap, as phone codes do: one cap for both channels, under the same
 * lock. Answers whether it queued them (all or none).
 */
export async function queueTextsWithinSpendCap(
  transaction: Executor,
  messages: { sms: SmsMessage[]; whatsApp: WhatsAppMessage[] },
  cap: SpendCap,
): Promise<boolean> {
  const whatsAppEstimate = cap.whatsAppCostEstimate ?? cap.costEstimate;
  if (cap.dailySpendCap > 0) {
    await lockSmsSpend(transaction);
    const spend = await smsSpendToday(transaction, cap.costEstimate, whatsAppEstimate);
    const reserved = messages.sms.length * cap.costEstimate + messages.whatsApp.length * whatsAppEstimate;
    if (spend + reserved > cap.dailySpendCap * SMS_COST_UNITS_PER_CURRENCY_UNIT) return false;
  }
  await insertSmsMessages(transaction, messages.sms);
  await insertWhatsAppMessages(transaction, messages.whatsApp);
  return true;
}
