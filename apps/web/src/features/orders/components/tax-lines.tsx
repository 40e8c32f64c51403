import { formatGhs, type TaxBreakdown } from '@shop/shared';
import { ORDER_TAX_LABELS } from '@shop/shared/warranty-page-texts';

interface TaxLinesProps {
  tax: TaxBreakdown;
  /** The heading's id, unique on the page (one block per order card). */
  headingId: string;
  className?: string;
}

/**
 * "Taxes included": how the tax-inclusive total splits (decision 0061): the taxable value, each
 * levy and VAT with its rate, and the delivery left outside the tax when the shop does not tax it.
 * The figures add up to the total; the total itself stays where the order shows it.
 */
export function TaxLines({ tax, headingId, className = '' }: TaxLinesProps) {
  return (
    <section aria-labelledby={headingId} data-testid="tax-lines" className={className}>
      <h3 id={headingId} className="text-sm font-semibold text-slate-800">
        {ORDER_TAX_LABELS.heading}
      </h3>
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 text-sm">
        <dt className="text-slate-600">{ORDER_TAX_LABELS.taxableValue}</dt>
        <dd className="text-right tabular-nums">{formatGhs(tax.taxableValue)}</dd>
        {tax.levies.map((levy) => (
          <TaxLine
            key={levy.name}
            label={ORDER_TAX_LABELS.rated(levy.name, levy.rate)}
            amount={levy.amount}
          />
        ))}
        <TaxLine label={ORDER_TAX_LABELS.rated(ORDER_TAX_LABELS.vat, tax.vat.rate)} amount={tax.vat.amount} />
        {tax.untaxedDelivery > 0 && (
          <TaxLine label={ORDER_TAX_LABELS.untaxedDelivery} amount={tax.untaxedDelivery} />
        )}
      </dl>
    </section>
  );
}

function TaxLine({ label, amount }: { label: string; amount: number }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right tabular-nums">{formatGhs(amount)}</dd>
    </>
  );
}
