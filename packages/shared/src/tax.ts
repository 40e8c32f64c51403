/**
 * Taxes on tax-inclusive prices (docs/decisions/0061-taxes-invoices-serials.md). Shelf prices
 * and totals include VAT and the levies; a registered shop shows how a total splits. Every
 * rate is in basis points (hundredths of a percent: 15 % is 1500), so no figure is a float.
 */

/** One levy beside VAT (NHIL, GETFund, or one the owner adds), charged on the taxable value. */
export interface TaxLevyRate {
  name: string;
  basisPoints: number;
}

/** The rates a total is split by: VAT and the levies, each on the same taxable value. */
export interface TaxRates {
  vatBasisPoints: number;
  levies: TaxLevyRate[];
}

/** The owner's tax settings as stored (one row); money-free, rates in basis points. */
export interface StoredTaxSettings {
  /** VAT-registered: invoices are tax invoices and totals show their tax lines. */
  registered: boolean;
  /** The Ghana Revenue Authority's Taxpayer Identification Number (empty until given). */
  tin: string;
  /** The seller's legal name on the invoice (empty: the shop's name). */
  legalName: string;
  rates: TaxRates;
  /** Whether the delivery fee is taxed like the goods (yes by default). */
  deliveryTaxed: boolean;
}

/** The 2026 regime: VAT 15 %, NHIL 2.5 %, GETFund 2.5 %, each on the same taxable value. */
export const DEFAULT_TAX_RATES: TaxRates = {
  vatBasisPoints: 1500,
  levies: [
    { name: 'NHIL', basisPoints: 250 },
    { name: 'GETFund', basisPoints: 250 },
  ],
};

/** A new shop is not registered until the owner says so. */
export const DEFAULT_TAX_SETTINGS: StoredTaxSettings = {
  registered: false,
  tin: '',
  legalName: '',
  rates: DEFAULT_TAX_RATES,
  deliveryTaxed: true,
};

/** At most this many levies beside VAT: the two of 2026 and one more. */
export const TAX_LEVIES_MAX = 3;
/** A rate above 100 % is a typing mistake. */
export const TAX_RATE_BASIS_POINTS_MAX = 10_000;

/** How a tax-inclusive amount splits, in pesewas: taxableValue + levies + vat = the amount. */
export interface TaxSplit {
  taxableValuePesewas: number;
  levies: { name: string; basisPoints: number; pesewas: number }[];
  vat: { basisPoints: number; pesewas: number };
}

/**
 * Splits a tax-inclusive amount (pesewas) into its taxable value, each levy and VAT, adding
 * up to the pesewa. The exact shares are T x 10000 / (10000 + sum of rates) for the taxable
 * value and T x rate / (10000 + sum) for each tax; each figure is its exact share rounded
 * down, and the pesewas left over go one each to the largest fractions (ties: taxable value
 * first, then the levies in order, then VAT). So every figure is within one pesewa of its
 * exact value, and they add up to T exactly (decision 0061 says why not "VAT takes the rest").
 */
export function splitTaxInclusive(totalPesewas: number, rates: TaxRates): TaxSplit {
  if (!Number.isSafeInteger(totalPesewas) || totalPesewas < 0) {
    throw new RangeError(`a tax-inclusive total is whole non-negative pesewas, not ${totalPesewas}`);
  }
  const shares = [10_000, ...rates.levies.map((levy) => levy.basisPoints), rates.vatBasisPoints];
  if (shares.some((share) => !Number.isSafeInteger(share) || share < 0)) {
    throw new RangeError('tax rates are whole non-negative basis points');
  }
  const denominator = shares.reduce((sum, share) => sum + share, 0);
  // BigInt: T x 10000 passes 2^53 for totals above 9 billion cedis; cheap enough for one order.
  const total = BigInt(totalPesewas);
  const exact = shares.map((share) => total * BigInt(share));
  const figures = exact.map((numerator) => Number(numerator / BigInt(denominator)));
  const remainders = exact.map((numerator) => Number(numerator % BigInt(denominator)));
  let left = totalPesewas - figures.reduce((sum, figure) => sum + figure, 0);
  const byFraction = shares.map((_, index) => index).sort((a, b) => remainders[b]! - remainders[a]! || a - b);
  for (const index of byFraction) {
    if (left === 0) break;
    figures[index]! += 1;
    left -= 1;
  }
  return {
    taxableValuePesewas: figures[0]!,
    levies: rates.levies.map((levy, index) => ({ ...levy, pesewas: figures[index + 1]! })),
    vat: { basisPoints: rates.vatBasisPoints, pesewas: figures[figures.length - 1]! },
  };
}

/** "15 %", "2.5 %": a rate as the owner and the invoice read it. */
export function formatTaxRate(basisPoints: number): string {
  return `${basisPoints / 100} %`;
}
