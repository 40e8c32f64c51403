import { formatGhs, type Invoice } from '@shop/shared';
import { INVOICE_PAGE_TEXTS } from '@shop/shared/warranty-page-texts';
import { InvoiceLines } from './invoice-lines';
import { TaxLines } from './tax-lines';

/**
 * When the invoice was issued, in Accra's time (decision 0061): Africa/Accra is GMT all year,
 * and naming the zone keeps a shopper abroad from reading their own clock's time.
 */
const issuedAtFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Accra',
  dateStyle: 'medium',
  timeStyle: 'short',
});

const label = 'text-slate-600';

/** One party of the invoice: the seller or the buyer, each detail on its own line. */
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

/** The invoice as issued, every field of it, laid out to read on screen and on paper. */
export function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  const { seller, buyer } = invoice;
  return (
    <div className="flex flex-col gap-6 rounded-lg border border-slate-200 p-4 sm:p-6 print:border-0 print:p-0">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 id="invoice-heading" className="text-2xl font-bold">
          {INVOICE_PAGE_TEXTS.heading[invoice.kind]}
        </h1>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-0.5 text-sm">
          <dt className={label}>{INVOICE_PAGE_TEXTS.number}</dt>
          <dd className="font-semibold" data-testid="invoice-number">
            {invoice.number}
          </dd>
          <dt className={label}>{INVOICE_PAGE_TEXTS.issuedAt}</dt>
          <dd>
            <time dateTime={invoice.issuedAt} data-testid="invoice-issued-at">
              {`${issuedAtFormat.format(new Date(invoice.issuedAt))} ${INVOICE_PAGE_TEXTS.timeZone}`}
            </time>
          </dd>
          <dt className={label}>{INVOICE_PAGE_TEXTS.order}</dt>
          <dd>{invoice.orderNumber}</dd>
        </dl>
      </div>
      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <Party
          id="invoice-seller"
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
          id="invoice-buyer"
          heading={INVOICE_PAGE_TEXTS.buyer}
          lines={[
            buyer.name,
            buyer.address,
            buyer.phone ? `${INVOICE_PAGE_TEXTS.phone}: ${buyer.phone}` : null,
            buyer.email ? `${INVOICE_PAGE_TEXTS.email}: ${buyer.email}` : null,
          ]}
        />
      </div>
      <InvoiceLines lines={invoice.lines} />
      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <dl className="grid grid-cols-[1fr_auto] content-start gap-x-4 gap-y-0.5 text-sm sm:col-start-2 sm:row-start-1">
          <dt className={label}>{INVOICE_PAGE_TEXTS.subtotal}</dt>
          <dd className="text-right tabular-nums">{formatGhs(invoice.subtotal)}</dd>
          {invoice.discount !== 0 && (
            <>
              <dt className={label}>{INVOICE_PAGE_TEXTS.discount}</dt>
              <dd className="text-right tabular-nums" data-testid="invoice-discount">
                {formatGhs(-Math.abs(invoice.discount))}
              </dd>
            </>
          )}
          <dt className={label}>{INVOICE_PAGE_TEXTS.delivery}</dt>
          <dd className="text-right tabular-nums">{formatGhs(invoice.delivery)}</dd>
          <dt className="text-base font-semibold">{INVOICE_PAGE_TEXTS.total}</dt>
          <dd className="text-right text-base font-semibold tabular-nums" data-testid="invoice-total">
            {formatGhs(invoice.total)}
          </dd>
        </dl>
        {invoice.tax && (
          <TaxLines
            tax={invoice.tax}
            headingId="invoice-tax-heading"
            className="sm:col-start-1 sm:row-start-1"
          />
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 border-t border-slate-200 pt-4 text-sm">
        <dt className={label}>{INVOICE_PAGE_TEXTS.paymentMethod}</dt>
        <dd>{invoice.payment.method}</dd>
        {invoice.payment.reference && (
          <>
            <dt className={label}>{INVOICE_PAGE_TEXTS.reference}</dt>
            <dd className="break-all">{invoice.payment.reference}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
