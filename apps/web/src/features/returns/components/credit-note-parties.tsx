import type { CreditNote } from '@shop/shared';
import { INVOICE_PAGE_TEXTS } from '@shop/shared/warranty-page-texts';

/** One party: the seller or the buyer, each detail on its own line, as the invoice lays them out. */
function Party({ heading, id, lines }: { heading: string; id: string; lines: (string | null)[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {heading}
      </h2>
      <address className="mt-1 not-italic">
        {lines
          .filter((line): line is string => Boolean(line))
          .map((line) => (
            <span key={line} className="block break-words">
              {line}
            </span>
          ))}
      </address>
    </section>
  );
}

/** The shop that refunds and the buyer refunded, the same parties as on the invoice. */
export function CreditNoteParties({ seller, buyer }: Pick<CreditNote, 'seller' | 'buyer'>) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
      <Party
        id="credit-note-seller"
        heading={INVOICE_PAGE_TEXTS.seller}
        lines={[
          seller.legalName,
          seller.address,
          seller.tin ? `${INVOICE_PAGE_TEXTS.tin}: ${seller.tin}` : null,
          seller.phone ? `${INVOICE_PAGE_TEXTS.phone}: ${seller.phone}` : null,
          seller.email ? `${INVOICE_PAGE_TEXTS.email}: ${seller.email}` : null,
        ]}
      />
      <Party
        id="credit-note-buyer"
        heading={INVOICE_PAGE_TEXTS.buyer}
        lines={[
          buyer.name,
          buyer.address,
          buyer.phone ? `${INVOICE_PAGE_TEXTS.phone}: ${buyer.phone}` : null,
          buyer.email ? `${INVOICE_PAGE_TEXTS.email}: ${buyer.email}` : null,
        ]}
      />
    </div>
  );
}
