import type { Product } from '@shop/shared';

const COLOUR = /^colou?rs?$/i;

/** The option that holds colours: a card's swatches, the product page's colour choice. */
export const colourOption = (product: Pick<Product, 'options'>) =>
  product.options.find((option) => COLOUR.test(option.name.trim()));
