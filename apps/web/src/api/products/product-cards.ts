import type { Product } from '@shop/shared';
import { colourOption } from '../../lib/colour-option';

/**
 * What a product card shows (features/products/components/product-card.tsx): its name, first
 * picture, price ("from" when its variants differ) and colours. The strips ask for cards, not
 * whole products, so the page data a server-rendered page carries holds only these: on home,
 * whole products were 52 of its 61 KB of data, which a cheap phone parses before anything else.
 */
export interface ProductCardData {
  id: Product['id'];
  name: Product['name'];
  price: Product['price'];
  /** The first picture alone. */
  image: Product['image'];
  /** The colour option alone, whose values the card shows as swatches. */
  options: Product['options'];
  /** Each variant's price alone, for "from" the lowest. */
  variants: { price: Product['variants'][number]['price'] }[];
}

export function toProductCard(product: Product): ProductCardData {
  const colours = colourOption(product);
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    image: product.image.slice(0, 1),
    options: colours ? [colours] : [],
    variants: product.variants.map((variant) => ({ price: variant.price })),
  };
}
