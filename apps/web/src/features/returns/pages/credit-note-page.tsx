import { CREDIT_NOTE_LABELS, LISTING_LABELS, ORDER_MESSAGES, RETURN_TEXTS } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { INVOICE_PAGE_TEXTS } from '@shop/shared/warranty-page-texts';
import { Download, Printer } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useDownloadCreditNotePdf } from '../../../api/returns/download-credit-note-pdf';
import { useCreditNote } from '../../../api/returns/get-credit-note';
import { isSessionExpired } from '../../../api/session-expiry';
import { GoToLogin } from '../../../components/go-to-login';
import { ErrorMessage } from '../../../components/status-message';
import { paths } from '../../../lib/paths';
import { useAuthToken } from '../../../lib/use-auth-token';
import { usePageMeta } from '../../../lib/use-page-meta';
import { CreditNoteSheet } from '../components/credit-note-sheet';
import './credit-note-print.css';

const backLinkClass = 'inline-flex min-h-11 items-center font-semibold text-blue-700 hover:underline';

/**
 * /credit_note/:orderId/:number: the printable credit note of a refund on one of the shopper's
 * own orders (decision 0063), with Print and its PDF. A visitor who is not logged in goes to
 * log in and comes back here.
 */
export default function CreditNotePage() {
  const token = useAuthToken();
  usePageMeta(CREDIT_NOTE_LABELS.title, RETURN_TEXTS.downloadCreditNote);
  useEffect(() => {
    if (!token) toast.error(ORDER_MESSAGES.notLoggedIn, { toastId: ORDER_MESSAGES.notLoggedIn });
  }, [token]);
  if (!token) return <GoToLogin />;
  return <CreditNoteView />;
}

function CreditNoteView() {
  const { orderId = '', number = '' } = useParams();
  const creditNote = useCreditNote(orderId, number);
  const download = useDownloadCreditNotePdf();

  if (creditNote.isPending) {
    return (
      <p role="status" className="py-16 text-center text-slate-600">
        {LISTING_LABELS.loading}
      </p>
    );
  }
  if (creditNote.isError) {
    if (isSessionExpired(creditNote.error)) return null;
    // Another shopper's order, or no such credit note: the server's own words say which.
    if (creditNote.error instanceof ApiError && creditNote.error.status === 404) {
      return (
        <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
          <h1 className="text-xl font-bold" data-testid="credit-note-not-found">
            {creditNote.error.message}
          </h1>
          <Link to={paths.trackOrder} className={backLinkClass}>
            {INVOICE_PAGE_TEXTS.backToOrders}
          </Link>
        </div>
      );
    }
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <ErrorMessage text={ORDER_MESSAGES.genericError} onRetry={() => creditNote.refetch()} />
      </div>
    );
  }

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
    <article
      data-printable-credit-note
      aria-labelledby="credit-note-heading"
      className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-8 print:max-w-none print:p-0"
    >
      <div data-screen-only className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to={paths.trackOrder} className={backLinkClass}>
          {INVOICE_PAGE_TEXTS.backToOrders}
        </Link>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => window.print()}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-4 font-semibold hover:bg-slate-50"
          >
            <Printer aria-hidden="true" size={18} />
            {INVOICE_PAGE_TEXTS.print}
          </button>
          <button
            type="button"
            onClick={onDownload}
            disabled={download.isPending}
            className="inline-flex min-h-11 items-center gap-2 rounded-md bg-slate-900 px-4 font-semibold text-white hover:bg-slate-700 disabled:opacity-60"
          >
            <Download aria-hidden="true" size={18} />
            {download.isPending ? INVOICE_PAGE_TEXTS.downloading : RETURN_TEXTS.downloadCreditNote}
          </button>
        </div>
      </div>
      <CreditNoteSheet creditNote={creditNote.data} />
    </article>
  );
}
