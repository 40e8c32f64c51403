import { DISCOUNT_TEXTS, type DiscountSummary, formatGhs } from '@shop/shared';

interface DiscountLineProps {
  discount: DiscountSummary;
  /** Cedis off the goods; the summary's own amount unless the figures say otherwise. */
  amount?: number;
  /** The row's classes: a flex row in a summary, `contents` inside a grid. */
  className?: string;
  labelClassName?: string;
}

/**
 * The discount's row of a summary list (`<dl>`), decision 0062: "Discount (BLACKFRIDAY): 10 %
 * off everything" and minus what it takes off ("Free delivery" for a promotion that waives the
 * fee, whose saving shows on the fee's row); when the cart's code takes nothing off right
 * now (under its minimum, nothing in scope), the reason instead, so the shopper knows why.
 */
export function DiscountLine({
  discount,
  amount = discount.amount,
  className = 'flex flex-wrap justify-between gap-x-2',
  labelClassName = 'text-slate-600',
}: DiscountLineProps) {
  return (
    <div className={className} data-testid="discount-line">
      <dt className={labelClassName}>{DISCOUNT_TEXTS.line(discount.code, discount.description)}</dt>
      <dd data-testid="discount-amount" className="text-green-800">
        {discount.problem
          ? formatGhs(0)
          : discount.freeDelivery && amount === 0
            ? DISCOUNT_TEXTS.freeDelivery
            : formatGhs(-Math.abs(amount))}
      </dd>
      {discount.problem && (
        <dd data-testid="discount-problem" className="basis-full text-sm text-amber-900">
          {discount.problem}
        </dd>
      )}
    </div>
  );
}

/**
 * The delivery fee's value in a summary: the fee charged, or "Free delivery" with the city's
 * fee struck through when the promotion waives it (decision 0062).
 */
export function DeliveryFeeValue({
  fee,
  regularFee,
  freeDelivery,
}: {
  fee: number;
  regularFee: number;
  freeDelivery: boolean;
}) {
  if (!freeDelivery) return <>{formatGhs(fee)}</>;
  return (
    <>
      {regularFee > 0 && (
        <>
          <s className="text-slate-600">{formatGhs(regularFee)}</s>{' '}
        </>
      )}
      {DISCOUNT_TEXTS.freeDelivery}
    </>
  );
}
