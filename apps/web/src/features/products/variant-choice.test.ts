import type { Product } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { listedPrice } from '../../lib/listed-price';
import { sampleProduct, sampleVariantProduct } from '../../test/render-route';
import { chosenVariant, valueChoices } from './variant-choice';

const product = sampleVariantProduct() as Product;
const chosen = (search: string) => chosenVariant(product, new URLSearchParams(search))?._id;

describe('the variant a product page URL names', () => {
  it('is the one whose every option the URL names', () => {
    expect(chosen('storage=256GB&colour=Blue')).toBe('variant-256-blue');
    expect(chosen('colour=blue&storage=256gb')).toBe('variant-256-blue');
  });

  it('fills the options the URL leaves out with the cheapest in stock', () => {
    expect(chosen('storage=256GB')).toBe('variant-256-black');
    expect(chosen('colour=Yellow')).toBe('variant-256-yellow');
    expect(chosen('')).toBe('variant-128-black');
  });

  it('keeps the first option when the combination is not sold, and ignores unknown values', () => {
    expect(chosen('storage=128GB&colour=Yellow')).toBe('variant-128-black');
    expect(chosen('storage=512GB&colour=Blue')).toBe('variant-128-blue');
    expect(chosen('storage=&colour=')).toBe('variant-128-black');
  });
});

describe("a picker's values", () => {
  it('lead to the variant with the other options kept, and say when it is sold out', () => {
    const current = product.variants.find((variant) => variant._id === 'variant-256-black')!;
    expect(
      valueChoices(product, current, 'Colour').map(({ value, variant, soldOut }) => [
        value,
        variant._id,
        soldOut,
      ]),
    ).toEqual([
      ['Black', 'variant-256-black', false],
      ['Blue', 'variant-256-blue', false],
      ['Yellow', 'variant-256-yellow', true],
    ]);
  });
});

describe('the price where a product is listed', () => {
  it('says "from" the lowest only when the variants differ in price', () => {
    expect(listedPrice(product)).toBe('from GHS 1,450.00');
    expect(listedPrice(sampleProduct() as Product)).toBe('GHS 1,299.99');
  });
});
