import { describe, expect, it } from 'vitest';
import { cartItemFiguresInCedis, cartLineUnitPrice } from './money';
import { chooseOptionsMessage, variantDisplayName, variantOptionsText } from './variant-texts';

describe('variant texts', () => {
  it('asks for the options a product has, by their names', () => {
    expect(chooseOptionsMessage(['Storage', 'Colour'])).toBe('Please choose a storage size and colour.');
    expect(chooseOptionsMessage(['Colour'])).toBe('Please choose a colour.');
    expect(chooseOptionsMessage(['Size'])).toBe('Please choose a size.');
    expect(chooseOptionsMessage(['Storage', 'RAM', 'Colour'])).toBe(
      'Please choose a storage size, memory size and colour.',
    );
    expect(chooseOptionsMessage(['Edition'])).toBe('Please choose an edition.');
  });

  it('names a variant by its product and its values in option order', () => {
    expect(variantDisplayName('Samsung Galaxy A15', { Storage: '256GB', Colour: 'Blue' })).toBe(
      'Samsung Galaxy A15, 256GB, Blue',
    );
    expect(variantDisplayName('JBL Flip 6', {})).toBe('JBL Flip 6');
    expect(variantOptionsText({ Storage: '256GB', Colour: 'Blue' })).toBe('256GB, Blue');
  });
});

describe('cart line price', () => {
  it("is the line's variant's price, not the product's lowest", () => {
    const product = {
      price: 1450,
      variants: [
        { _id: 'a', price: 1450 },
        { _id: 'b', price: 1699.5 },
      ],
    };
    expect(cartLineUnitPrice({ product, variant: { _id: 'b' }, quantity: 1 })).toBe(1699.5);
    expect(cartLineUnitPrice({ product: { price: 20 }, quantity: 1 })).toBe(20);
    expect(cartItemFiguresInCedis([{ product, variant: { _id: 'b' }, quantity: 2 }], 30)).toEqual({
      subtotal: 3399,
      shippingFee: 30,
      total: 3429,
    });
  });
});
