import { formatGhs, RETURN_TEXTS, type ReturnRequest } from '@shop/shared';
import { creditNotePagePath } from '@shop/shared/storefront-paths';
import { INVOICE_PAGE_TEXTS } from '@shop/shared/warranty-page-texts';
import { Download, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useDownloadCreditNotePdf } from '../../../api/returns/download-credit-note-pdf';
import { isSessionExpired } from '../../../api/session-expiry';

interface ReturnRequestListProps {
  requests: readonly ReturnRequest[];
  /** The heading's id, unique on the page (one list per order card). */
  headingId: string;
  className?: string;
}

/**
 * "Returns and claims": each request with where it stands and what comes next, why it was
 * rejected, what was refunded, replaced or repaired, and once refunded its credit note.
 */
export function ReturnRequestList({ requests, headingId, className = '' }: ReturnRequestListProps) {
  return (
    <section
      aria-labelledby={headingId}
      data-testid="order-return-requests"
      className={`rounded-md border border-slate-200 bg-slate-50 p-3 text-left ${className}`}
    >
      <h3 id={headingId} className="text-sm font-semibold text-slate-800">
        {RETURN_TEXTS.requestsHeading}
      </h3>
      <ul className="mt-1 flex flex-col divide-y divide-slate-200">
        {requests.map((request) => (
          <ReturnRequestSummary key={request.id} request={request} />
        ))}
      </ul>
    </section>
  );
}

function ReturnRequestSummary({ request }: { request: ReturnRequest }) {
  const refund = request.refund;
  const replacements = request.units.flatMap((unit) => unit.replacementSerial ?? []);
  return (
    <li data-testid="return-request" className="flex flex-col gap-0.5 py-2 text-sm">
      <p className="font-semibold">{RETURN_TEXTS.requestLine(request.number, request.statusLabel)}</p>
      <p className="text-slate-700">{request.nextStep}</p>
      {request.rejectionReason && (
        <p className="text-red-800">{RETURN_TEXTS.rejectedBecause(request.rejectionReason)}</p>
      )}
      {refund?.state === 'done' && <p>{RETURN_TEXTS.refundedAmount(formatGhs(refund.amount))}</p>}
      {replacements.map((serial) => (
        <p key={serial} className="break-all">
          {RETURN_TEXTS.replacementSerial(serial)}
        </p>
      ))}
      {request.resolutionNote && <p>{RETURN_TEXTS.repairNote(request.resolutionNote)}</p>}
      {refund?.state === 'done' && refund.creditNoteNumber && (
        <CreditNoteLinks orderId={request.orderId} number={refund.creditNoteNumber} />
      )}
    </li>
  );
}

function CreditNoteLinks({ orderId, number }: { orderId: string; number: string }) {
  const download = useDownloadCreditNotePdf();
  const onDownload = () =>
    download.mutate(
      { orderId, number },
      {
        onError: (error) => {
          if (isSessionExpired(error)) return;
          toast.error(INVOICE_PAGE_TEXTS.downloadFailed, { toastId: INVOICE_PAGE_TEXTS.downloadFailed });
        },
      },
    );
  return (
    <span className="flex flex-wrap items-center gap-x-4">
      <Link
        to={creditNotePagePath(orderId, number)}
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-blue-700 hover:underline"
      >
        <FileText aria-hidden="true" size={16} />
        {RETURN_TEXTS.creditNote(number)}
      </Link>
      <button
        type="button"
        onClick={onDownload}
        disabled={download.isPending}
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-blue-700 hover:underline disabled:opacity-60"
      >
        <Download aria-hidden="true" size={16} />
        {download.isPending ? INVOICE_PAGE_TEXTS.downloading : RETURN_TEXTS.downloadCreditNote}
      </button>
    </span>
  );
}
