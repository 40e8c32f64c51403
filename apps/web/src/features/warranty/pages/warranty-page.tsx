import { normaliseSerial, WARRANTY_PAGE_PATH } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { WARRANTY_PAGE_TEXTS } from '@shop/shared/warranty-page-texts';
import { Form, useSearchParams } from 'react-router';
import { useWarranty, warrantyQueryOptions } from '../../../api/warranty/get-warranty';
import { ErrorMessage } from '../../../components/status-message';
import type { PageDataLoader } from '../../../lib/page-data';
import { usePageMeta } from '../../../lib/use-page-meta';
import { WarrantyAnswer } from '../components/warranty-answer';

/** The query parameter the form sends: /warranty?serial=356938035643809. */
const SERIAL_PARAMETER = 'serial';
/** Longer than any serial the shop records (40) with room for the spaces a shopper types. */
const SERIAL_INPUT_MAX_LENGTH = 60;

/** A serial asked for in the address is looked up before the server renders: the answer is in the HTML. */
export const loadPageData: PageDataLoader = async ({ queryClient, url }) => {
  const serial = url.searchParams.get(SERIAL_PARAMETER) ?? '';
  if (normaliseSerial(serial)) await queryClient.prefetchQuery(warrantyQueryOptions(serial));
};

/**
 * The answer to the serial in the address: the unit, or the server's own words for an unknown
 * serial (404), a malformed one (400) and too many look-ups (429).
 */
function WarrantyResult({ serial }: { serial: string }) {
  const query = useWarranty(serial);
  if (!normaliseSerial(serial)) return null;
  if (query.isPending) {
    return (
      <p role="status" className="text-slate-600">
        {WARRANTY_PAGE_TEXTS.checking}
      </p>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status < 500) {
      return (
        <p role="alert" data-testid="warranty-refusal" className="rounded-md bg-amber-50 p-4 text-amber-950">
          {query.error.message}
        </p>
      );
    }
    return <ErrorMessage text={WARRANTY_PAGE_TEXTS.failed} onRetry={() => query.refetch()} />;
  }
  return <WarrantyAnswer warranty={query.data} />;
}

/**
 * /warranty: the public warranty check (decision 0061). One field sent with GET, so the check
 * works as a plain form with JavaScript off; the server renders the answer into the page.
 */
export default function WarrantyPage() {
  usePageMeta(WARRANTY_PAGE_TEXTS.title, WARRANTY_PAGE_TEXTS.pageDescription);
  const [search] = useSearchParams();
  const serial = search.get(SERIAL_PARAMETER) ?? '';
  return (
    <section
      aria-labelledby="warranty-heading"
      className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8"
    >
      <div>
        <h1 id="warranty-heading" className="text-2xl font-bold">
          {WARRANTY_PAGE_TEXTS.title}
        </h1>
        <p className="mt-1 text-slate-700">{WARRANTY_PAGE_TEXTS.intro}</p>
      </div>
      <Form method="get" action={WARRANTY_PAGE_PATH} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="warranty-serial" className="font-medium">
            {WARRANTY_PAGE_TEXTS.field}
          </label>
          <input
            // A new serial in the address (Back, Forward) shows in the field.
            key={serial}
            id="warranty-serial"
            name={SERIAL_PARAMETER}
            defaultValue={serial}
            required
            maxLength={SERIAL_INPUT_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby="warranty-serial-hint"
            className="min-h-11 w-full rounded-md border border-slate-300 px-3 py-2"
          />
          <p id="warranty-serial-hint" className="text-sm text-slate-600">
            {WARRANTY_PAGE_TEXTS.hint}
          </p>
        </div>
        <button
          type="submit"
          className="min-h-11 rounded-md bg-slate-900 px-5 font-semibold text-white hover:bg-slate-700 sm:mb-7"
        >
          {WARRANTY_PAGE_TEXTS.submit}
        </button>
      </Form>
      <div aria-live="polite">
        <WarrantyResult serial={serial} />
      </div>
    </section>
  );
}
