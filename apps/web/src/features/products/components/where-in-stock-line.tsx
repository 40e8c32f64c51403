import { Store } from 'lucide-react';
import type { Variant } from '../variant-choice';
import { type ProductWithWhereInStock, whereInStockText } from '../where-in-stock';

/** Under the stock note: where the chosen variant can be collected, or "Delivery only". */
export function WhereInStockLine({
  product,
  variant,
}: {
  product: ProductWithWhereInStock;
  variant?: Variant;
}) {
  const text = whereInStockText(product, variant);
  if (!text) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700" data-testid="where-in-stock">
      <Store aria-hidden="true" size={16} className="shrink-0 text-slate-500" />
      {text}
    </p>
  );
}
