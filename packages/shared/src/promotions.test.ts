import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DiscountableLine,
  discountOf,
  nextPriceChange,
  normaliseDiscountCode,
  type PromotionRule,
  priceAt,
  salePriceOfPercent,
  spreadByLargestRemainder,
  WHOLE_ORDER_SCOPE,
} from './promotions';

const CATEGORIES = ['Phones', 'Speakers', 'Tablets'];
const BRANDS = ['Samsung', 'JBL', 'Tecno'];

const lineArbitrary: fc.Arbitrary<DiscountableLine> = fc.record({
  unitPesewas: fc.integer({ min: 0, max: 5_000_000 }),
  quantity: fc.integer({ min: 1, max: 99 }),
  productId: fc.constantFrom('p1', 'p2', 'p3', 'p4'),
  category: fc.constantFrom(...CATEGORIES),
  brand: fc.constantFrom(...BRANDS),
});

const ruleArbitrary: fc.Arbitrary<PromotionRule> = fc.oneof(
  fc.record({
    kind: fc.constant('percent' as const),
    percent: fc.integer({ min: 1, max: 90 }),
    amountPesewas: fc.constant(null),
    scope: fc.record({
      categories: fc.subarray(CATEGORIES),
      brands: fc.subarray(BRANDS),
      productIds: fc.subarray(['p1', 'p2']),
    }),
  }),
  fc.record({
    kind: fc.constant('fixed' as const),
    percent: fc.constant(null),
    amountPesewas: fc.integer({ min: 1, max: 100_000_000 }),
    scope: fc.record({
      categories: fc.subarray(CATEGORIES),
      brands: fc.constant<string[]>([]),
      productIds: fc.constant<string[]>([]),
    }),
  }),
  fc.record({
    kind: fc.constant('free-delivery' as const),
    percent: fc.constant(null),
    amountPesewas: fc.constant(null),
    scope: fc.constant(WHOLE_ORDER_SCOPE),
  }),
);

describe('discountOf', () => {
  it('takes 10 % of a GHS 2,299.00 phone as GHS 229.90, leaving GHS 2,099.10 with GHS 30 delivery', () => {
    const phone = { unitPesewas: 229_900, quantity: 1, productId: 'a', category: 'Phones', brand: 'Samsung' };
    const figures = discountOf(
      { kind: 'percent', percent: 10, amountPesewas: null, scope: WHOLE_ORDER_SCOPE },
      [phone],
      3000,
    );
    expect(figures.goodsPesewas).toBe(22_990);
    expect(figures.lineShares).toEqual([22_990]);
    expect(229_900 - figures.goodsPesewas + 3000 - figures.deliveryPesewas).toBe(209_910);
  });

  it('never takes a fixed amount past the goods, and free delivery takes only the fee', () => {
    const phone = { unitPesewas: 229_900, quantity: 1, productId: 'a', category: 'Phones', brand: 'Samsung' };
    const fixed = discountOf(
      { kind: 'fixed', percent: null, amountPesewas: 500_000, scope: WHOLE_ORDER_SCOPE },
      [phone],
      3000,
    );
    expect(fixed.goodsPesewas).toBe(229_900);
    expect(fixed.deliveryPesewas).toBe(0);
    const free = discountOf(
      { kind: 'free-delivery', percent: null, amountPesewas: null, scope: WHOLE_ORDER_SCOPE },
      [phone],
      3000,
    );
    expect(free).toMatchObject({ goodsPesewas: 0, deliveryPesewas: 3000, lineShares: [0] });
  });

  it('discounts only the lines in scope', () => {
    const phone = { unitPesewas: 229_900, quantity: 1, productId: 'a', category: 'Phones', brand: 'Samsung' };
    const speaker = { unitPesewas: 80_000, quantity: 2, productId: 'b', category: 'Speakers', brand: 'JBL' };
    const scope = { categories: ['Speakers'], brands: [], productIds: [] };
    const figures = discountOf(
      { kind: 'percent', percent: 10, amountPesewas: null, scope },
      [phone, speaker],
      3000,
    );
    expect(figures.lineShares).toEqual([0, 16_000]);
  });

  it('over random carts and codes: the shares add up to the discount, none passes its line, no total below zero', () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { minLength: 1, maxLength: 12 }),
        ruleArbitrary,
        fc.integer({ min: 0, max: 20_000 }),
        (lines, rule, fee) => {
          const figures = discountOf(rule, lines, fee);
          expect(figures.lineShares.reduce((sum, share) => sum + share, 0)).toBe(figures.goodsPesewas);
          lines.forEach((line, index) => {
            expect(figures.lineShares[index]).toBeGreaterThanOrEqual(0);
            expect(figures.lineShares[index]).toBeLessThanOrEqual(line.unitPesewas * line.quantity);
          });
          const subtotal = lines.reduce((sum, line) => sum + line.unitPesewas * line.quantity, 0);
          expect(figures.deliveryPesewas).toBeLessThanOrEqual(fee);
          expect(subtotal - figures.goodsPesewas + fee - figures.deliveryPesewas).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('spreadByLargestRemainder', () => {
  it('gives every pesewa of the amount to the weights, each within one pesewa of its exact share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 1_000 }),
        (weights, thousandths) => {
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          const amount = Math.floor((total * thousandths) / 1000);
          const shares = spreadByLargestRemainder(amount, weights);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total === 0 ? 0 : amount);
          shares.forEach((share, index) => {
            const exact = total === 0 ? 0 : (weights[index]! * amount) / total;
            expect(Math.abs(share - exact)).toBeLessThan(1);
            expect(share).toBeLessThanOrEqual(weights[index]!);
          });
        },
      ),
    );
  });
});

describe('sale prices', () => {
  const sale = {
    pricePesewas: 229_900,
    salePricePesewas: 199_900,
    saleStartsAt: new Date('2030-11-27T10:00:00Z'),
    saleEndsAt: new Date('2030-11-27T12:00:00Z'),
  };

  it('is the regular price before the start, the sale price from the start, and regular again at the end', () => {
    expect(priceAt(sale, new Date('2030-11-27T09:59:59.999Z'))).toBe(229_900);
    expect(priceAt(sale, new Date('2030-11-27T10:00:00Z'))).toBe(199_900);
    expect(priceAt(sale, new Date('2030-11-27T11:59:59.999Z'))).toBe(199_900);
    expect(priceAt(sale, new Date('2030-11-27T12:00:00Z'))).toBe(229_900);
  });

  it('names the next instant the price changes', () => {
    expect(nextPriceChange(sale, new Date('2030-11-27T09:00:00Z'))).toEqual(sale.saleStartsAt);
    expect(nextPriceChange(sale, new Date('2030-11-27T10:00:00Z'))).toEqual(sale.saleEndsAt);
    expect(nextPriceChange(sale, new Date('2030-11-27T12:00:00Z'))).toBeNull();
  });

  it('takes a percentage off to the pesewa', () => {
    expect(salePriceOfPercent(229_900, 20)).toBe(183_920);
    expect(salePriceOfPercent(999, 15)).toBe(849);
  });
});

describe('normaliseDiscountCode', () => {
  it('matches a code without case and spaces', () => {
    expect(normaliseDiscountCode(' black friday ')).toBe('BLACKFRIDAY');
    expect(normaliseDiscountCode('Xmas-26')).toBe('XMAS-26');
  });
});
