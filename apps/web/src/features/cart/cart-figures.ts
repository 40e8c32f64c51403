import { type CartItem, cartItemFiguresInCedis, cartLineUnitPrice, toCedis, toPesewas } from '@shop/shared';

export interface CartFigures {
  itemCount: number;
  subtotal: number;
  deliveryFee: number;
  total: number;
}

/** The summary's figures in cedis, summed in whole pesewas (packages/shared, as the server sums them). */
export function cartFigures(items: readonly CartItem[], deliveryFee: number): CartFigures {
  const figures = cartItemFiguresInCedis(items, deliveryFee);
  return {
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: figures.subtotal,
    deliveryFee: figures.shippingFee,
    total: figures.total,
  };
}

/** A line's unit price is its variant's (the product's own price is the lowest of its variants). */
export const lineTotal = (item: CartItem) => toCedis(toPesewas(cartLineUnitPrice(item)) * item.quantity);
