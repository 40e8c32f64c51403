import { CART_MESSAGES, FORM_LABELS, HOME_HEADINGS, PAGE_META } from '@shop/shared';
import { Link } from 'react-router';
import { storeInfoQueryOptions, useStoreInfo } from '../../../api/store-info/get-store-info';
import { ErrorMessage } from '../../../components/status-message';
import type { PageDataLoader } from '../../../lib/page-data';
import { paths } from '../../../lib/paths';
import { usePageMeta } from '../../../lib/use-page-meta';

export const loadPageData: PageDataLoader = ({ queryClient }) =>
  queryClient.prefetchQuery(storeInfoQueryOptions());

export default function AboutPage() {
  usePageMeta(PAGE_META.about.title, PAGE_META.about.description);
  const query = useStoreInfo();
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">{PAGE_META.about.title}</h1>
      {query.isPending && <div className="mt-4 h-48 animate-pulse rounded-lg bg-slate-100" />}
      {query.isError && (
        <div className="mt-4">
          <ErrorMessage text={CART_MESSAGES.productsFailed} onRetry={() => query.refetch()} />
        </div>
      )}
      {query.data && (
        <>
          <p className="mt-4 text-lg text-slate-700">{query.data.about}</p>
          <p className="mt-3 text-slate-700">{query.data.deepInfo}</p>
          <h2 className="mt-8 text-xl font-semibold">{HOME_HEADINGS.storeInfo}</h2>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {query.data.whyChooseUs.map((reason) => (
              <li key={reason.title} className="rounded-lg bg-slate-50 p-4">
                <h3 className="font-semibold">{reason.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{reason.description}</p>
              </li>
            ))}
          </ul>
          <h2 className="mt-8 text-xl font-semibold">{HOME_HEADINGS.whatWeOffer}</h2>
          <ul className="mt-2 list-disc pl-5 text-slate-700">
            {query.data.whatWeOffer.map((offer) => (
              <li key={offer}>{offer}</li>
            ))}
          </ul>
          <h2 className="mt-8 text-xl font-semibold">{HOME_HEADINGS.delivery}</h2>
          <p className="mt-2 text-slate-700">{query.data.deliveryInfo}</p>
          <h2 className="mt-8 text-xl font-semibold">{HOME_HEADINGS.visitUs}</h2>
          <p className="mt-2 text-slate-700">{query.data.visitUsAt}</p>
        </>
      )}
      <Link
        to={paths.contacts}
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700"
      >
        {FORM_LABELS.contactUs}
      </Link>
    </article>
  );
}
