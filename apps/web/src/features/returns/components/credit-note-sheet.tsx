import { CREDIT_NOTE_LABELS, type CreditNote, formatGhs, RETURN_ADMIN_TEXTS } from '@shop/shared';
import { INVOICE_PAGE_TEXTS } from '@shop/shared/warranty-page-texts';
import { CreditNoteLines } from './credit-note-lines';
import { CreditNoteParties } from './credit-note-parties';
import { CreditNoteTaxLines } from './credit-note-tax-lines';

/** When it was issued, in Accra's time, as the invoice says it (GMT all year). */
const issuedAtFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Accra',
  dateStyle: 'medium',
  timeStyle: 'short',
});

const label = 'text-slate-600';

/** How the money went back, in the words staff chose it by; an unknown method as the server named it. */
const methodText = (method: string) =>
  (RETURN_ADMIN_TEXTS.refundMethods as Record<string, string>)[method] ?? method;

/** The credit note as issued, every field of it, laid out to read on screen and on paper. */
export function CreditNoteSheet({ creditNote }: { creditNote: CreditNote }) {
  return (
    <div className="flex flex-col gap-6 rounded-lg border border-slate-200 p-4 sm:p-6 print:border-0 print:p-0">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 id="credit-note-heading" className="text-2xl font-bold">
          {CREDIT_NOTE_LABELS.title}
        </h1>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-0.5 text-sm">
          <dt className={label}>{CREDIT_NOTE_LABELS.number}</dt>
          <dd className="font-semibold" data-testid="credit-note-number">
            {creditNote.number}
          </dd>
          <dt className={label}>{CREDIT_NOTE_LABELS.issued}</dt>
          <dd>
            <time dateTime={creditNote.issuedAt}>
              {`${issuedAtFormat.format(new Date(creditNote.issuedAt))} ${INVOICE_PAGE_TEXTS.timeZone}`}
            </time>
          </dd>
          {creditNote.invoiceNumber && (
            <>
              <dt className={label}>{CREDIT_NOTE_LABELS.against}</dt>
              <dd>{creditNote.invoiceNumber}</dd>
            </>
          )}
          <dt className={label}>{CREDIT_NOTE_LABELS.order}</dt>
          <dd>{creditNote.orderNumber}</dd>
          <dt className={label}>{CREDIT_NOTE_LABELS.request}</dt>
          <dd>{creditNote.returnNumber}</dd>
        </dl>
      </div>
      <CreditNoteParties seller={creditNote.seller} buyer={creditNote.buyer} />
      <CreditNoteLines lines={creditNote.lines} />
      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <dl className="grid grid-cols-[1fr_auto] content-start gap-x-4 gap-y-0.5 text-sm sm:col-start-2 sm:row-start-1">
          <dt className={label}>{CREDIT_NOTE_LABELS.refundedGoods}</dt>
          <dd className="text-right tabular-nums">{formatGhs(creditNote.goods)}</dd>
          {creditNote.delivery > 0 && (
            <>
              <dt className={label}>{CREDIT_NOTE_LABELS.delivery}</dt>
              <dd className="text-right tabular-nums" data-testid="credit-note-delivery">
                {formatGhs(creditNote.delivery)}
              </dd>
            </>
          )}
          <dt className="text-base font-semibold">{CREDIT_NOTE_LABELS.total}</dt>
          <dd className="text-right text-base font-semibold tabular-nums" data-testid="credit-note-total">
            {formatGhs(creditNote.total)}
          </dd>
        </dl>
        {creditNote.tax && (
          <CreditNoteTaxLines tax={creditNote.tax} className="sm:col-start-1 sm:row-start-1" />
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 border-t border-slate-200 pt-4 text-sm">
        <dt className={label}>{CREDIT_NOTE_LABELS.method}</dt>
        <dd>{methodText(creditNote.method)}</dd>
        {creditNote.reference && (
          <>
            <dt className={label}>{INVOICE_PAGE_TEXTS.reference}</dt>
            <dd className="break-all">{creditNote.reference}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
