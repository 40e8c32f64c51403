import { CONSENT_TEXTS, ORDER_MESSAGES } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useUnsubscribe, useUnsubscribeLink } from '../../../api/marketing-consent/unsubscribe';
import { ErrorMessage } from '../../../components/status-message';
import { paths } from '../../../lib/paths';
import { usePageMeta } from '../../../lib/use-page-meta';

const noticeClass = 'rounded-md bg-amber-50 p-4 text-amber-950';
const linkClass = 'inline-flex min-h-11 items-center font-semibold text-blue-700 hover:underline';

const isLinkNotValid = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A spent or forged link (404): nothing changed, and the profile is where choices are made. */
function LinkUsed() {
  return (
    <div
      role="alert"
      className={`${noticeClass} flex flex-col items-start gap-2`}
      data-testid="unsubscribe-link-used"
    >
      <p>{CONSENT_TEXTS.unsubscribeLinkUsed}</p>
      <Link to={paths.profile} className={linkClass}>
        {CONSENT_TEXTS.profileLink}
      </Link>
    </div>
  );
}

/**
 * /unsubscribe?token= (decision 0065): the page a marketing e-mail's link opens. It says what
 * the link stops and stops it with one button, without signing in; the e-mail client's own
 * one-click POST (RFC 8058) needs no page at all.
 */
export default function UnsubscribePage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe();
  usePageMeta(CONSENT_TEXTS.unsubscribeHeading, CONSENT_TEXTS.unsubscribeTitle);

  let content: ReactNode;
  if (!token || isLinkNotValid(link.error) || isLinkNotValid(unsubscribe.error)) content = <LinkUsed />;
  else if (unsubscribe.isSuccess) {
    content = (
      <p
        role="status"
        className="rounded-md bg-emerald-50 p-4 text-emerald-900"
        data-testid="unsubscribe-done"
      >
        {CONSENT_TEXTS.unsubscribeDone}
      </p>
    );
  } else if (link.isPending) {
    content = (
      <p role="status" className="py-8 text-center text-slate-600">
        {CONSENT_TEXTS.unsubscribeLoading}
      </p>
    );
  } else if (link.isError) {
    content = <ErrorMessage text={ORDER_MESSAGES.genericError} onRetry={() => link.refetch()} />;
  } else {
    content = (
      <div className="flex flex-col items-start gap-4">
        <p>{CONSENT_TEXTS.unsubscribeStops(link.data.recipient)}</p>
        <button
          type="button"
          onClick={() => unsubscribe.mutate(token)}
          disabled={unsubscribe.isPending}
          className="min-h-12 rounded-md bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700 disabled:bg-slate-400"
        >
          {CONSENT_TEXTS.unsubscribeConfirm}
        </button>
        {unsubscribe.isError && (
          <p role="alert" className="text-sm text-red-800">
            {CONSENT_TEXTS.unsubscribeFailed}
          </p>
        )}
      </div>
    );
  }

  return (
    <section
      aria-labelledby="unsubscribe-heading"
      className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-10"
    >
      <h1 id="unsubscribe-heading" className="text-2xl font-bold">
        {CONSENT_TEXTS.unsubscribeTitle}
      </h1>
      {content}
    </section>
  );
}
