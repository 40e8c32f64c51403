import { type DiscountableLine, priceAt } from '@shop/shared';
import type { CartLine } from './cart-repository';

/**
 * A cart line as the discount figures read it: priced at `at` (the app's clock, so a sale
 * price applies inside its window, decision 0062), with what a promotion's scope matches.
 */
export function discountableLineOf(line: CartLine, at: Date): DiscountableLine {
  return {
    unitPesewas: priceAt(line.variant, at),
    quantity: line.quantity,
    productId: line.product.publicId,
    category: line.product.category,
    brand: line.product.brand,
  };
}
