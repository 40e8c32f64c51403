import type { Product } from '@shop/shared';
import { colourOption } from '../../lib/colour-option';
import { isOnSale } from '../../lib/sale-price';

/**
 * What a product card shows (features/products/components/product-card.tsx): its name, first
 * picture, price ("from" when its variants differ, struck regular price during a sale) and colours. The strips ask for cards, not
 * whole products, so the page data a server-rendered page carries holds only these: on home,
 * whole products were 52 of its 61 KB of data, which a cheap phone parses before anything else.
 */
export interface ProductCardData {
  id: Product['id'];
  name: Product['name'];
  price: Product['price'];
  /** During a sale only (decision 0062): the regular price struck through beside `price`. */
  regularPrice?: Product['regularPrice'];
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
    ...(isOnSale(product.price, product.regularPrice) ? { regularPrice: product.regularPrice } : {}),
    image: product.image.slice(0, 1),
    options: colours ? [colours] : [],
    variants: product.variants.map((variant) => ({ price: variant.price })),
  };
}
