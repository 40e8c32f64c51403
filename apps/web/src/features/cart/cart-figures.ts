import { type CartItem, cartItemFiguresInCedis, toCedis, toPesewas } from '@shop/shared';

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

export const lineTotal = (item: CartItem) => toCedis(toPesewas(item.product.price) * item.quantity);
