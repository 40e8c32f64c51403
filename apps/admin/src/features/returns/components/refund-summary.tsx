import {
  type AdminReturn,
  CREDIT_NOTE_LABELS,
  formatGhs,
  RETURN_ADMIN_TEXTS,
  RETURN_MESSAGES,
  RETURN_TEXTS,
} from '@shop/shared';
import { useDownloadCreditNote } from '../../../api/returns/download-credit-note';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/dates';

type Refund = NonNullable<AdminReturn['refund']>;

const termClass = 'text-slate-500';

/** What the refund pays back and how; once done, its credit note to download. */
export function RefundSummary({ orderId, refund }: { orderId: string; refund: Refund }) {
  const download = useDownloadCreditNote();
  const creditNote = refund.creditNoteNumber;
  return (
    <div className="space-y-3 text-sm" data-testid="refund-summary">
      <p className="font-semibold">{RETURN_TEXTS.refundedAmount(formatGhs(refund.amount))}</p>
      {refund.state === 'asking' ? <p className="text-amber-800">{RETURN_MESSAGES.refundAsked}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className={termClass}>{CREDIT_NOTE_LABELS.refundedGoods}</dt>
        <dd>{formatGhs(refund.goods)}</dd>
        {refund.delivery > 0 ? (
          <>
            <dt className={termClass}>{CREDIT_NOTE_LABELS.delivery}</dt>
            <dd>{formatGhs(refund.delivery)}</dd>
          </>
        ) : null}
        <dt className={termClass}>{CREDIT_NOTE_LABELS.total}</dt>
        <dd className="font-semibold">{formatGhs(refund.amount)}</dd>
        <dt className={termClass}>{CREDIT_NOTE_LABELS.method}</dt>
        <dd>{RETURN_ADMIN_TEXTS.refundMethods[refund.method]}</dd>
        {creditNote ? (
          <>
            <dt className={termClass}>{CREDIT_NOTE_LABELS.number}</dt>
            <dd className="font-mono">{creditNote}</dd>
          </>
        ) : null}
        {refund.doneAt ? (
          <>
            <dt className={termClass}>{CREDIT_NOTE_LABELS.issued}</dt>
            <dd>{formatDateTime(refund.doneAt)}</dd>
          </>
        ) : null}
      </dl>
      {creditNote ? (
        <Button
          variant="secondary"
          disabled={download.isPending}
          onClick={() => download.mutate({ orderId, number: creditNote })}
        >
          {RETURN_TEXTS.downloadCreditNote}
        </Button>
      ) : null}
    </div>
  );
}
