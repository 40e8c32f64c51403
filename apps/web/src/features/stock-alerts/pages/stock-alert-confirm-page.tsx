import { STOCK_ALERT_MESSAGES, STOCK_ALERT_TEXTS } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useConfirmStockAlertLink } from '../../../api/stock-alerts/confirm-stock-alert';
import { paths } from '../../../lib/paths';
import { usePageMeta } from '../../../lib/use-page-meta';
import { AlertMessage, ResultMessage } from '../components/result-message';
import { submitButtonClass } from '../components/stock-alert-styles';
import { stockAlertErrorText } from '../stock-alert-error';

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-blue-700 hover:underline';

/** A spent or forged link (404), or none at all: nothing was confirmed. */
function LinkNotValid() {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-md bg-amber-50 p-4 text-amber-950"
      data-testid="stock-alert-link-not-valid"
    >
      <p>{STOCK_ALERT_MESSAGES.linkNotValid}</p>
      <Link to={paths.home} className={linkClass}>
        {STOCK_ALERT_TEXTS.backToShop}
      </Link>
    </div>
  );
}

/**
 * /stock-alert?token= (decision 0066): the page a guest's "Notify me when it's back" e-mail
 * links to. The page's own POST confirms, on the button's press: a mail scanner that fetches
 * the link (a GET) confirms nothing.
 */
export default function StockAlertConfirmPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const confirm = useConfirmStockAlertLink();
  usePageMeta(STOCK_ALERT_TEXTS.confirmPageTitle, STOCK_ALERT_TEXTS.confirmPageIntro);

  let content: ReactNode;
  if (!token || (confirm.error instanceof ApiError && confirm.error.status === 404))
    content = <LinkNotValid />;
  else if (confirm.isSuccess) {
    content = (
      <div className="flex flex-col items-start gap-2">
        <ResultMessage text={STOCK_ALERT_TEXTS.confirmed} focus testId="stock-alert-confirmed" />
        <Link to={paths.home} className={linkClass}>
          {STOCK_ALERT_TEXTS.backToShop}
        </Link>
      </div>
    );
  } else {
    content = (
      <div className="flex flex-col items-stretch gap-4">
        <p>{STOCK_ALERT_TEXTS.confirmPageIntro}</p>
        {confirm.error && <AlertMessage text={stockAlertErrorText(confirm.error)} />}
        <button
          type="button"
          onClick={() => confirm.mutate(token)}
          disabled={confirm.isPending}
          className={submitButtonClass}
        >
          {confirm.isPending ? STOCK_ALERT_TEXTS.confirming : STOCK_ALERT_TEXTS.confirmCode}
        </button>
      </div>
    );
  }

  return (
    <section
      aria-labelledby="stock-alert-heading"
      className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-10"
    >
      <h1 id="stock-alert-heading" className="text-2xl font-bold">
        {STOCK_ALERT_TEXTS.confirmPageTitle}
      </h1>
      {content}
    </section>
  );
}
