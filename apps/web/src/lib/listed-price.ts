import { formatGhs, type Product } from '@shop/shared';
import { VARIANT_LABELS } from '@shop/shared/variant-labels';

/**
 * A product's price where it is listed (cards, search suggestions): its lowest variant price,
 * "from GHS 1,450.00" when its variants are not all one price.
 */
export function listedPrice(product: {
  price: Product['price'];
  variants: readonly { price: Product['price'] }[];
}): string {
  const price = formatGhs(product.price);
  const differ = new Set(product.variants.map((variant) => variant.price)).size > 1;
  return differ ? VARIANT_LABELS.fromPrice(price) : price;
}
