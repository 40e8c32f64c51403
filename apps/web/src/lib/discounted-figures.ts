import {
  type CartTotals,
  cartItemFiguresInCedis,
  type DiscountSummary,
  type PricedCartLine,
  toCedis,
  toPesewas,
} from '@shop/shared';

/** What the cart answer says of its promotion (decision 0062); both absent without one. */
export interface CartPromotion {
  discount?: DiscountSummary | null;
  totals?: CartTotals;
}

/** The cart's and the checkout's figures in cedis, with the discount and a waived fee. */
export interface DiscountedFigures {
  itemCount: number;
  subtotal: number;
  /** Off the goods (0 without a promotion, or while its code takes nothing off). */
  discount: number;
  /** The fee charged: 0 when the promotion is free delivery. */
  shippingFee: number;
  /** The city's fee before a free delivery waived it. */
  regularShippingFee: number;
  freeDelivery: boolean;
  total: number;
}

/** Whether the cart's promotion takes something off now (a code under its minimum does not). */
export const discountApplies = (discount: DiscountSummary | null | undefined): discount is DiscountSummary =>
  Boolean(discount && !discount.problem);

/**
 * The figures the shopper sees and the checkout sends: the subtotal and the discount are the
 * cart answer's own (the server's to the pesewa), the city's fee is added unless the promotion
 * waives it, and the total is summed in whole pesewas as the server sums it: the goods never
 * below zero, then the fee. An answer without totals (a server before decision 0062) is summed
 * from the lines, as before.
 */
export function discountedFigures(
  items: readonly PricedCartLine[],
  deliveryFee: number,
  { discount, totals }: CartPromotion = {},
): DiscountedFigures {
  const subtotal = totals?.subtotal ?? cartItemFiguresInCedis(items, 0).subtotal;
  const off = totals?.discount ?? (discountApplies(discount) ? discount.amount : 0);
  const freeDelivery = discountApplies(discount) && discount.freeDelivery;
  const shippingFee = freeDelivery ? 0 : deliveryFee;
  const goods = toPesewas(subtotal) - toPesewas(off);
  return {
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal,
    discount: off,
    shippingFee,
    regularShippingFee: deliveryFee,
    freeDelivery,
    total: toCedis(Math.max(0, goods) + toPesewas(shippingFee)),
  };
}
