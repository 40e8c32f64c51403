import type { Executor } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';
import { findPayment, type RefundReport, type RefundReporter } from '../payments';
import { findRefundById, listProviderRefundsOfOrder, type RefundRow } from './refund-repository';
import { settleAskedRefund } from './refund-service';
import { returnMessengerOf } from './return-messages';

/**
 * The refund a provider's event reports: by the note it was asked with (`refund-<id>`), else
 * by the charge's order and the amount (the oldest not done of that amount, else a done one).
 */
async function findReportedRefund(db: Executor, report: RefundReport): Promise<RefundRow | undefined> {
  const noted = /^refund-(\d{1,9})$/.exec(report.note ?? '');
  if (noted) {
    const refund = await findRefundById(db, Number(noted[1]));
    if (refund?.method === 'paystack') return refund;
  }
  const payment = await findPayment(db, report.chargeReference);
  if (!payment?.orderId) return undefined;
  const candidates = await listProviderRefundsOfOrder(db, payment.orderId, report.amountPesewas);
  return candidates.find((refund) => refund.state !== 'done') ?? candidates[0];
}

/**
 * What the webhook does with refund.processed and refund.failed (passed to the payments module
 * by app.ts): a refund of a return still waiting becomes done with its credit note, or failed
 * with the provider's reason (the request Refund failed). Answers false for a refund the shop
 * never asked; the webhook acknowledges and logs it.
 */
export function refundReporterOf(app: App): RefundReporter {
  return {
    async reportRefund(report) {
      const db = app.database.db;
      const refund = await findReportedRefund(db, report);
      if (!refund) return false;
      if (report.outcome === 'failed' && refund.state === 'done') {
        // Paystack queued it, the credit note went out, and then it failed: staff must look.
        app.log.error(
          { refundId: refund.id, reference: report.chargeReference, reason: report.reason },
          'a refund already done with its credit note was reported failed by the provider',
        );
        return true;
      }
      const refundOf = { returnId: refund.returnId, refundId: refund.id };
      const answer =
        report.outcome === 'processed'
          ? ({ outcome: 'processed' } as const)
          : ({ outcome: 'failed', reason: report.reason ?? 'refund failed' } as const);
      try {
        await db.transaction((transaction) =>
          settleAskedRefund(transaction, refundOf, answer, null, returnMessengerOf(app)),
        );
      } catch (error) {
        // The request moved on meanwhile (the table of moves refused it): Paystack need not resend.
        if (!(error instanceof HttpError)) throw error;
        app.log.error({ err: error, refundId: refund.id }, 'a reported refund could not settle its request');
      }
      return true;
    },
  };
}
