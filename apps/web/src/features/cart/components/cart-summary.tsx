import { CART_LABELS, formatGhs } from '@shop/shared';
import type { CartFigures } from '../cart-figures';

/** Subtotal, delivery fee and total in GHS with 2 decimals (docs/product/selling-rules.md#money). */
export function CartSummary({ figures }: { figures: CartFigures }) {
  const rows = [
    { label: CART_LABELS.subtotal, value: figures.subtotal, testId: 'summary-subtotal' },
    { label: CART_LABELS.deliveryFee, value: figures.deliveryFee, testId: 'summary-fee' },
  ];
  return (
    <dl className="flex flex-col gap-2">
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between">
          <dt className="text-slate-600">{row.label}</dt>
          <dd data-testid={row.testId}>{formatGhs(row.value)}</dd>
        </div>
      ))}
      <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold">
        <dt>{CART_LABELS.total}</dt>
        <dd data-testid="summary-total">{formatGhs(figures.total)}</dd>
      </div>
    </dl>
  );
}
