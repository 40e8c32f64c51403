import { SMS_COST_UNITS_PER_CURRENCY_UNIT } from '../../../config-sms';
import type { Executor } from '../../../db/client';
import { insertSmsMessages, type SmsMessage } from '../outbox/outbox-repository';
import { lockSmsSpend, smsSpendToday } from './sms-spend-repository';

/** The day's cap (SMS_DAILY_SPEND_CAP, whole units, 0: none) and what one text is reckoned to cost. */
export interface SpendCap {
  dailySpendCap: number;
  /** Ten-thousandths of the SMS account's currency (SMS_COST_ESTIMATE). */
  costEstimate: number;
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
