import { CHECKOUT_LABELS, ORDER_MESSAGES, RETURN_TEXTS, type ReturnRequest } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { INVOICE_PAGE_TEXTS } from '@shop/shared/warranty-page-texts';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useOrderReturns } from '../../../api/returns/get-order-returns';
import { isSessionExpired } from '../../../api/session-expiry';
import { GoToLogin } from '../../../components/go-to-login';
import { ErrorMessage } from '../../../components/status-message';
import { paths } from '../../../lib/paths';
import { useAuthToken } from '../../../lib/use-auth-token';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ReturnRequestForm } from '../components/return-request-form';
import { ReturnRequestList } from '../components/return-request-list';
import { ReturnRequestSent } from '../components/return-request-sent';
import { ReturnWindowNotice } from '../components/return-window-notice';
import { offeredKinds } from '../return-form';

const backLinkClass = 'inline-flex min-h-11 items-center font-semibold text-blue-700 hover:underline';

/**
 * /return/:orderId: the shopper asks to return units of a delivered order within the window,
 * or claims the warranty on one of its units (decision 0063). A visitor who is not logged in
 * goes to log in and comes back here.
 */
export default function ReturnRequestPage() {
  const token = useAuthToken();
  usePageMeta(RETURN_TEXTS.pageTitle, RETURN_TEXTS.nextSteps);
  useEffect(() => {
    if (!token) toast.error(ORDER_MESSAGES.notLoggedIn, { toastId: ORDER_MESSAGES.notLoggedIn });
  }, [token]);
  if (!token) return <GoToLogin />;
  return (
    <section
      aria-labelledby="return-heading"
      className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-8"
    >
      <Link to={paths.trackOrder} className={`${backLinkClass} self-start`}>
        {INVOICE_PAGE_TEXTS.backToOrders}
      </Link>
      <h1 id="return-heading" className="text-2xl font-bold">
        {RETURN_TEXTS.pageTitle}
      </h1>
      <ReturnRequestView />
    </section>
  );
}

function ReturnRequestView() {
  const { orderId = '' } = useParams();
  const returns = useOrderReturns(orderId);
  const [sent, setSent] = useState<ReturnRequest | null>(null);

  if (sent) return <ReturnRequestSent request={sent} />;
  if (returns.isPending) {
    return (
      <p role="status" className="py-12 text-center text-slate-600">
        {CHECKOUT_LABELS.loading}
      </p>
    );
  }
  if (returns.isError) {
    if (isSessionExpired(returns.error)) return null;
    // Another shopper's order, or none: the server's own words.
    if (returns.error instanceof ApiError && returns.error.status < 500) {
      return (
        <p role="alert" data-testid="return-refusal" className="rounded-md bg-amber-50 p-4 text-amber-950">
          {returns.error.message}
        </p>
      );
    }
    return <ErrorMessage text={ORDER_MESSAGES.genericError} onRetry={() => returns.refetch()} />;
  }

  const kinds = offeredKinds(returns.data);
  const windowOpen = returns.data.delivered && returns.data.windowOpen;
  return (
    <>
      <ReturnWindowNotice returns={returns.data} />
      {windowOpen && !kinds.includes('return') && (
        <p className="text-slate-700">{RETURN_TEXTS.nothingToReturn}</p>
      )}
      {returns.data.delivered && kinds.length === 0 && (
        <p className="text-slate-700">{RETURN_TEXTS.noClaimableUnits}</p>
      )}
      {kinds.length > 0 && (
        <ReturnRequestForm orderId={orderId} returns={returns.data} kinds={kinds} onSent={setSent} />
      )}
      {/* What this order already asked, so the shopper sees why units are no longer offered. */}
      {returns.data.requests.length > 0 && (
        <ReturnRequestList requests={returns.data.requests} headingId="order-requests-heading" />
      )}
    </>
  );
}
