import { type CartItem, toCedis, toPesewas } from '@shop/shared';

export interface CartFigures {
  itemCount: number;
  subtotal: number;
  deliveryFee: number;
  total: number;
}

/**
 * The summary's figures in cedis. Sums run in whole pesewas so that 0.1 + 0.2 style float
 * errors never reach the screen or the server's to-the-pesewa check.
 */
export function cartFigures(items: readonly CartItem[], deliveryFee: number): CartFigures {
  const subtotalPesewas = items.reduce((sum, item) => sum + toPesewas(item.product.price) * item.quantity, 0);
  const feePesewas = toPesewas(deliveryFee);
  return {
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: toCedis(subtotalPesewas),
    deliveryFee: toCedis(feePesewas),
    total: toCedis(subtotalPesewas + feePesewas),
  };
}

export const lineTotal = (item: CartItem) => toCedis(toPesewas(item.product.price) * item.quantity);
