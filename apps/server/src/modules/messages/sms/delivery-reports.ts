import type { Executor } from '../../../db/client';
import { recordDeliveryReport } from '../outbox/outbox-repository';
import type { SmsDeliveryReport } from './sms-provider';

/**
 * Records what a delivery report says: Delivered, or Failed with the provider's reason. A
 * report that is not final yet (Buffered, Submitted) changes nothing. Answers false when no
 * SMS of the outbox has that id (a report for another app on the same account).
 */
export async function applyDeliveryReport(db: Executor, report: SmsDeliveryReport): Promise<boolean> {
  if (report.outcome === 'underway') return true;
  return recordDeliveryReport(db, report.providerMessageId, {
    outcome: report.outcome,
    reason: report.reason,
  });
}
