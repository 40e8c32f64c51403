import { LOW_STOCK_THRESHOLD, PRODUCT_LABELS } from '@shop/shared';

export function StockNote({ stock }: { stock: number }) {
  if (stock <= 0) return <p className="font-semibold text-red-700">{PRODUCT_LABELS.outOfStock}</p>;
  if (stock < LOW_STOCK_THRESHOLD)
    return <p className="font-semibold text-amber-700">{PRODUCT_LABELS.onlyLeft(stock)}</p>;
  return <p className="text-green-700">{PRODUCT_LABELS.inStock}</p>;
}
