import { DISCOUNT_TEXTS, formatGhs } from '@shop/shared';
import { isOnSale, savedAmount } from '../lib/sale-price';

interface SalePriceProps {
  /** Cedis: what the shopper pays now. */
  price: number;
  /** Cedis: the regular price, struck through while it is higher than `price`. */
  regularPrice?: number | null;
  /** How the price now reads ("from GHS 1,450.00" on a card); the plain figure unless given. */
  shown?: (formatted: string) => string;
  /** Classes of the price now (its size and weight differ from place to place). */
  priceClassName?: string;
  /** The test id of the price now, for the places whose tests read it. */
  priceTestId?: string;
  className?: string;
}

/**
 * A price, and during a sale (decision 0062) the regular price struck through beside it with
 * what the shopper saves: "GHS 1,450.00 GHS 1,750.00 Save GHS 300.00". Plain text the server
 * renders, readable before any script runs; the struck price says "Regular price" to a
 * screen reader, which does not read a line through it.
 */
export function SalePrice({
  price,
  regularPrice,
  shown = (formatted) => formatted,
  priceClassName = 'font-bold text-slate-900',
  priceTestId,
  className = '',
}: SalePriceProps) {
  const now = (
    <span className={priceClassName} data-testid={priceTestId}>
      {shown(formatGhs(price))}
    </span>
  );
  if (!isOnSale(price, regularPrice)) return now;
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`} data-testid="sale-price">
      {now}{' '}
      <s className="text-sm font-normal text-slate-600" data-testid="regular-price">
        <span className="sr-only">{DISCOUNT_TEXTS.regularPrice}: </span>
        {formatGhs(regularPrice)}
      </s>{' '}
      <span className="text-sm font-semibold text-red-700" data-testid="sale-saving">
        {DISCOUNT_TEXTS.save(formatGhs(savedAmount(price, regularPrice)))}
      </span>
    </span>
  );
}
