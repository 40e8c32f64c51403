import { PRODUCT_OPTIONS_MAX } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { demoProducts } from './demo-products';
import { DEMO_COLOUR_HEX, demoVariants } from './demo-variants';

describe('the demo shop’s grouped products', () => {
  const grouped = Object.entries(demoVariants);

  it('group a phone’s sizes and colours, laptop configurations and watch sizes', () => {
    const subcategoryOf = (name: string) =>
      demoProducts.find((product) => product.name === name)?.subcategory;
    const subcategories = grouped.map(([name]) => subcategoryOf(name));
    expect(subcategories).toContain('Android Phone');
    expect(subcategories).toContain('Laptop');
    expect(subcategories).toContain('Smartwatch');
  });

  it('name a demo product each, whose price and stock are its variants’ lowest price and total', () => {
    for (const [name, { variants }] of grouped) {
      const product = demoProducts.find((candidate) => candidate.name === name);
      expect(product, name).toBeDefined();
      expect(product!.price, name).toBe(Math.min(...variants.map((variant) => variant.price)));
      expect(product!.stock, name).toBe(variants.reduce((sum, variant) => sum + variant.stock, 0));
    }
  });

  it('sell each combination once, with one value of each option, and draw every colour', () => {
    for (const [name, { options, variants }] of grouped) {
      expect(options.length, name).toBeGreaterThan(0);
      expect(options.length, name).toBeLessThanOrEqual(PRODUCT_OPTIONS_MAX);
      const combinations = variants.map((variant) => variant.values.join('/'));
      expect(new Set(combinations).size, name).toBe(combinations.length);
      for (const variant of variants) {
        expect(variant.values.length, name).toBe(options.length);
        for (const [index, value] of variant.values.entries())
          expect(options[index]!.values, name).toContain(value);
        expect(variant.stock, name).toBeGreaterThanOrEqual(0);
      }
      const colours = options.find((option) => option.name === 'Colour')?.values ?? [];
      for (const colour of colours)
        expect(DEMO_COLOUR_HEX[colour], `${name} ${colour}`).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});
