import { formatGhs, type TaxBreakdown } from '@shop/shared';
import { ORDER_TAX_LABELS } from '@shop/shared/warranty-page-texts';

/**
 * "Taxes included" of the refunded total, at the invoice's rates: the taxable value, each levy
 * and VAT with its rate, and delivery left outside the tax when the shop does not tax it.
 */
export function CreditNoteTaxLines({ tax, className = '' }: { tax: TaxBreakdown; className?: string }) {
  const rows = [
    { label: ORDER_TAX_LABELS.taxableValue, amount: tax.taxableValue },
    ...tax.levies.map((levy) => ({
      label: ORDER_TAX_LABELS.rated(levy.name, levy.rate),
      amount: levy.amount,
    })),
    { label: ORDER_TAX_LABELS.rated(ORDER_TAX_LABELS.vat, tax.vat.rate), amount: tax.vat.amount },
    ...(tax.untaxedDelivery > 0
      ? [{ label: ORDER_TAX_LABELS.untaxedDelivery, amount: tax.untaxedDelivery }]
      : []),
  ];
  return (
    <section aria-labelledby="credit-note-tax-heading" className={className}>
      <h3 id="credit-note-tax-heading" className="text-sm font-semibold text-slate-800">
        {ORDER_TAX_LABELS.heading}
      </h3>
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="text-right tabular-nums">{formatGhs(row.amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
