import { type CartItem, type CartResponse, cartLineUnitPrice, toCedis, toPesewas } from '@shop/shared';
import { type DiscountedFigures, discountedFigures } from '../../lib/discounted-figures';

export type CartFigures = DiscountedFigures;

/**
 * The summary's figures in cedis: the cart answer's subtotal and discount (decision 0062), the
 * chosen city's fee unless the promotion waives it, summed in whole pesewas as the server sums them.
 */
export function cartFigures(
  items: readonly CartItem[],
  deliveryFee: number,
  promotion: Pick<CartResponse, 'discount' | 'totals'> = {},
): CartFigures {
  return discountedFigures(items, deliveryFee, promotion);
}

/** A line's unit price is its variant's (the product's own price is the lowest of its variants). */
export const lineTotal = (item: CartItem) => toCedis(toPesewas(cartLineUnitPrice(item)) * item.quantity);
