import { ORDER_MESSAGES } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { INVOICE_PAGE_TEXTS } from '@shop/shared/warranty-page-texts';
import { Download, Printer } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useDownloadInvoicePdf } from '../../../api/orders/download-invoice-pdf';
import { useInvoice } from '../../../api/orders/get-invoice';
import { isSessionExpired } from '../../../api/session-expiry';
import { GoToLogin } from '../../../components/go-to-login';
import { ErrorMessage } from '../../../components/status-message';
import { paths } from '../../../lib/paths';
import { useAuthToken } from '../../../lib/use-auth-token';
import { usePageMeta } from '../../../lib/use-page-meta';
import { InvoiceSheet } from '../components/invoice-sheet';
import './invoice-print.css';

const backLinkClass = 'inline-flex min-h-11 items-center font-semibold text-blue-700 hover:underline';

/**
 * /invoice/:orderId: the printable invoice of one of the shopper's own orders (decision 0061),
 * with Print and Download PDF. A visitor who is not logged in goes to log in and comes back here.
 */
export default function InvoicePage() {
  const token = useAuthToken();
  usePageMeta(INVOICE_PAGE_TEXTS.title, INVOICE_PAGE_TEXTS.pageDescription);
  useEffect(() => {
    if (!token) toast.error(ORDER_MESSAGES.notLoggedIn, { toastId: ORDER_MESSAGES.notLoggedIn });
  }, [token]);
  if (!token) return <GoToLogin />;
  return <InvoiceView />;
}

function InvoiceView() {
  const { orderId = '' } = useParams();
  const invoice = useInvoice(orderId);
  const download = useDownloadInvoicePdf();

  if (invoice.isPending) {
    return (
      <p role="status" className="py-16 text-center text-slate-600">
        {INVOICE_PAGE_TEXTS.loading}
      </p>
    );
  }
  if (invoice.isError) {
    // Another shopper's order, or one not paid yet: the server's own words say which.
    if (invoice.error instanceof ApiError && invoice.error.status === 404) {
      return (
        <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
          <h1 className="text-xl font-bold" data-testid="invoice-not-found">
            {invoice.error.message}
          </h1>
          <Link to={paths.trackOrder} className={backLinkClass}>
            {INVOICE_PAGE_TEXTS.backToOrders}
          </Link>
        </div>
      );
    }
    if (isSessionExpired(invoice.error)) return null;
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <ErrorMessage text={INVOICE_PAGE_TEXTS.fetchFailed} onRetry={() => invoice.refetch()} />
      </div>
    );
  }

  const onDownload = () =>
    download.mutate(orderId, {
      onError: (error) => {
        if (isSessionExpired(error)) return;
        toast.error(INVOICE_PAGE_TEXTS.downloadFailed, { toastId: INVOICE_PAGE_TEXTS.downloadFailed });
      },
    });

  return (
    <article
      data-printable-invoice
      aria-labelledby="invoice-heading"
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
            {download.isPending ? INVOICE_PAGE_TEXTS.downloading : INVOICE_PAGE_TEXTS.downloadPdf}
          </button>
        </div>
      </div>
      <InvoiceSheet invoice={invoice.data} />
    </article>
  );
}
