import type { Warranty } from '@shop/shared';
import { formatDay, WARRANTY_PAGE_TEXTS, warrantySentence } from '@shop/shared/warranty-page-texts';
import { CheckCircle, Info } from 'lucide-react';

/**
 * A unit this shop sold, as the warranty check answers it (decision 0061): the plain sentence
 * first, an open return or claim on it, then the product, variant, serial and the two dates.
 * Nothing about who bought it.
 */
export function WarrantyAnswer({ warranty }: { warranty: Warranty }) {
  const covered = warranty.state === 'sold' && warranty.underWarranty;
  // An open return or warranty claim on the unit (decision 0063); answers of before returns have none.
  const claim = warranty.claim ?? null;
  const Icon = covered ? CheckCircle : Info;
  return (
    <section
      aria-labelledby="warranty-sentence"
      data-testid="warranty-answer"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
    >
      <h2
        id="warranty-sentence"
        className={`flex items-center gap-2 text-lg font-semibold ${covered ? 'text-emerald-800' : 'text-slate-800'}`}
      >
        <Icon aria-hidden="true" size={22} />
        {warrantySentence(warranty)}
      </h2>
      {claim && (
        <p
          data-testid="warranty-claim"
          className="rounded-md border border-amber-200 bg-amber-50 p-3 font-medium text-amber-950"
        >
          {WARRANTY_PAGE_TEXTS.openClaim(claim.number, claim.statusLabel)}
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{WARRANTY_PAGE_TEXTS.product}</dt>
        <dd className="font-medium">{warranty.product}</dd>
        {warranty.variant && (
          <>
            <dt className="text-slate-600">{WARRANTY_PAGE_TEXTS.variant}</dt>
            <dd>{warranty.variant}</dd>
          </>
        )}
        <dt className="text-slate-600">{WARRANTY_PAGE_TEXTS.serial}</dt>
        <dd className="break-all">{warranty.serial}</dd>
        <dt className="text-slate-600">{WARRANTY_PAGE_TEXTS.soldOn}</dt>
        <dd>
          <time dateTime={warranty.soldOn}>{formatDay(warranty.soldOn)}</time>
        </dd>
        <dt className="text-slate-600">{WARRANTY_PAGE_TEXTS.warrantyUntil}</dt>
        <dd>
          <time dateTime={warranty.warrantyUntil}>{formatDay(warranty.warrantyUntil)}</time>
        </dd>
      </dl>
    </section>
  );
}
