import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_RATES, formatTaxRate, splitTaxInclusive, type TaxRates } from './tax';

/** The largest total the property tries: a billion cedis, far past any order. */
const TOTAL_PESEWAS_MAX = 100_000_000_000;

const rateArbitrary = fc.integer({ min: 0, max: 10_000 });
const ratesArbitrary: fc.Arbitrary<TaxRates> = fc.record({
  vatBasisPoints: rateArbitrary,
  levies: fc.array(
    fc.record({ name: fc.constantFrom('NHIL', 'GETFund', 'COVID-19'), basisPoints: rateArbitrary }),
    { maxLength: 3 },
  ),
});

describe('splitTaxInclusive', () => {
  it('adds up to the total to the pesewa, each figure within one pesewa of its exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: TOTAL_PESEWAS_MAX }), ratesArbitrary, (total, rates) => {
        const split = splitTaxInclusive(total, rates);
        const figures = [
          split.taxableValuePesewas,
          ...split.levies.map((levy) => levy.pesewas),
          split.vat.pesewas,
        ];
        expect(figures.reduce((sum, figure) => sum + figure, 0)).toBe(total);

        // The exact share of a figure is total x share / denominator: compare numerators as
        // BigInt, so the check itself has no rounding (|figure - exact| < 1 pesewa).
        const shares = [10_000, ...rates.levies.map((levy) => levy.basisPoints), rates.vatBasisPoints];
        const denominator = BigInt(shares.reduce((sum, share) => sum + share, 0));
        shares.forEach((share, index) => {
          const distance = BigInt(figures[index]!) * denominator - BigInt(total) * BigInt(share);
          expect(distance < denominator && -distance < denominator).toBe(true);
          expect(figures[index]).toBeGreaterThanOrEqual(0);
        });

        expect(split.levies.map((levy) => [levy.name, levy.basisPoints])).toEqual(
          rates.levies.map((levy) => [levy.name, levy.basisPoints]),
        );
        expect(split.vat.basisPoints).toBe(rates.vatBasisPoints);
      }),
      { numRuns: 2_000 },
    );
  });

  it('splits the worked example of GHS 2,299.00 at 15 / 2.5 / 2.5 % as the design does', () => {
    expect(splitTaxInclusive(229_900, DEFAULT_TAX_RATES)).toEqual({
      taxableValuePesewas: 191_583,
      levies: [
        { name: 'NHIL', basisPoints: 250, pesewas: 4_790 },
        { name: 'GETFund', basisPoints: 250, pesewas: 4_790 },
      ],
      vat: { basisPoints: 1500, pesewas: 28_737 },
    });
  });

  it('keeps VAT within a pesewa on the totals where "VAT takes the rest" misses by more', () => {
    // The design's first rule: taxable value rounded, each levy rounded from it, VAT the rest.
    const vatByFirstRule = (total: number) => {
      const taxableValue = Math.round((total * 10_000) / 12_000);
      const levy = Math.round((taxableValue * 250) / 10_000);
      return total - taxableValue - 2 * levy;
    };
    const missedByFirstRule: number[] = [];
    const missedBySplit: number[] = [];
    for (let total = 0; total < 20_000; total += 1) {
      const exactVat = (total * 1500) / 12_000;
      if (Math.abs(vatByFirstRule(total) - exactVat) >= 1) missedByFirstRule.push(total);
      const vat = splitTaxInclusive(total, DEFAULT_TAX_RATES).vat.pesewas;
      if (Math.abs(vat - exactVat) >= 1) missedBySplit.push(total);
    }
    expect(missedByFirstRule.length).toBeGreaterThan(0);
    expect(missedBySplit).toEqual([]);
  });

  it('gives nothing to tax on a zero total and everything to the taxable value at no rates', () => {
    expect(splitTaxInclusive(0, DEFAULT_TAX_RATES).vat.pesewas).toBe(0);
    expect(splitTaxInclusive(12_345, { vatBasisPoints: 0, levies: [] })).toEqual({
      taxableValuePesewas: 12_345,
      levies: [],
      vat: { basisPoints: 0, pesewas: 0 },
    });
  });

  it('refuses a total that is not whole non-negative pesewas, and a negative rate', () => {
    expect(() => splitTaxInclusive(-1, DEFAULT_TAX_RATES)).toThrow(RangeError);
    expect(() => splitTaxInclusive(10.5, DEFAULT_TAX_RATES)).toThrow(RangeError);
    expect(() => splitTaxInclusive(100, { vatBasisPoints: -1, levies: [] })).toThrow(RangeError);
  });
});

describe('formatTaxRate', () => {
  it('reads basis points as the percent the owner typed', () => {
    expect(formatTaxRate(1500)).toBe('15 %');
    expect(formatTaxRate(250)).toBe('2.5 %');
    expect(formatTaxRate(1)).toBe('0.01 %');
    expect(formatTaxRate(0)).toBe('0 %');
    expect(formatTaxRate(10_000)).toBe('100 %');
  });
});
