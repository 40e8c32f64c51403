import { CART_LABELS, type CartResponse, formatGhs } from '@shop/shared';
import type { ReactNode } from 'react';
import { DeliveryFeeValue, DiscountLine } from '../../../components/discount-line';
import type { CartFigures } from '../cart-figures';

interface CartSummaryProps {
  figures: CartFigures;
  /** The cart's promotion (decision 0062): its row under the subtotal. */
  discount?: CartResponse['discount'];
}

/**
 * Subtotal, the discount, delivery fee and total in GHS with 2 decimals
 * (docs/product/selling-rules.md#money); a waived fee reads "Free delivery".
 */
export function CartSummary({ figures, discount }: CartSummaryProps) {
  const row = (label: string, value: ReactNode, testId: string) => (
    <div key={testId} className="flex justify-between">
      <dt className="text-slate-600">{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  const fee = (
    <DeliveryFeeValue
      fee={figures.shippingFee}
      regularFee={figures.regularShippingFee}
      freeDelivery={figures.freeDelivery}
    />
  );
  return (
    <dl className="flex flex-col gap-2">
      {row(CART_LABELS.subtotal, formatGhs(figures.subtotal), 'summary-subtotal')}
      {discount && <DiscountLine discount={discount} amount={figures.discount} />}
      {row(CART_LABELS.deliveryFee, fee, 'summary-fee')}
      <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold">
        <dt>{CART_LABELS.total}</dt>
        <dd data-testid="summary-total">{formatGhs(figures.total)}</dd>
      </div>
    </dl>
  );
}
