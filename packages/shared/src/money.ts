import { CURRENCY, MINOR_UNITS_PER_CEDI } from './constants';

/**
 * Money is integer pesewas inside the system and cedis (at most 2 decimals) on the wire.
 * Rounding the product to 6 places first keeps 1.005 * 100 = 100.49999 from becoming 100.
 */
export function toPesewas(cedis: number): number {
  return Math.round(Number((cedis * MINOR_UNITS_PER_CEDI).toFixed(6)));
}

export function toCedis(pesewas: number): number {
  return pesewas / MINOR_UNITS_PER_CEDI;
}

/** True when a cedi amount has at most two decimals. */
export function hasAtMostTwoDecimals(cedis: number): boolean {
  return Math.abs(cedis * MINOR_UNITS_PER_CEDI - Math.round(cedis * MINOR_UNITS_PER_CEDI)) < 1e-6;
}

const formatter = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `GHS 1,234.00` */
export function formatGhs(cedis: number): string {
  return `${CURRENCY} ${formatter.format(cedis)}`;
}

export function formatPesewas(pesewas: number): string {
  return formatGhs(toCedis(pesewas));
}
