import { formatGhs, type Product } from '@shop/shared';
import { VARIANT_LABELS } from '@shop/shared/variant-labels';

interface ListedProduct {
  price: Product['price'];
  variants: readonly { price: Product['price'] }[];
}

/** How a listed price reads: "from GHS 1,450.00" when the variants are not all one price. */
export function listedPriceWording(product: ListedProduct): (formatted: string) => string {
  const differ = new Set(product.variants.map((variant) => variant.price)).size > 1;
  return differ ? VARIANT_LABELS.fromPrice : (formatted) => formatted;
}

/**
 * A product's price where it is listed (cards, search suggestions): its lowest variant price
 * now, "from GHS 1,450.00" when its variants are not all one price.
 */
export function listedPrice(product: ListedProduct): string {
  return listedPriceWording(product)(formatGhs(product.price));
}
