import { describe, expect, it } from 'vitest';
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
