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

/** Three digits at a time from the right: `1234567` -> `1,234,567`. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * `GHS 1,234.00`. Written out rather than with `Intl.NumberFormat`: a browser's first Intl
 * formatter loads its locale data, which took 110 to 300 ms of a 4x-throttled phone's main
 * thread on every page (decision 0039); the figure goes through whole pesewas, as all money does.
 */
export function formatGhs(cedis: number): string {
  if (!Number.isFinite(cedis)) return `${CURRENCY} ${cedis}`;
  const pesewas = toPesewas(cedis);
  const absolute = Math.abs(pesewas);
  const whole = String(Math.floor(absolute / MINOR_UNITS_PER_CEDI)).replace(THOUSANDS, ',');
  const fraction = String(absolute % MINOR_UNITS_PER_CEDI).padStart(2, '0');
  return `${CURRENCY} ${pesewas < 0 ? '-' : ''}${whole}.${fraction}`;
}

export function formatPesewas(pesewas: number): string {
  return formatGhs(toCedis(pesewas));
}

/** An order's money: the subtotal of its lines, the delivery fee and the total. */
export interface MoneyFigures {
  subtotal: number;
  shippingFee: number;
  total: number;
}

/**
 * The figures of lines priced in pesewas, in pesewas: the one sum the cart page, the order
 * page and the server all use. Whole pesewas, so 0.1 + 0.2 style float errors never reach a
 * screen or the server's to-the-pesewa check.
 */
export function figuresInPesewas(
  lines: readonly { unitPesewas: number; quantity: number }[],
  shippingFeePesewas: number,
): MoneyFigures {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPesewas * line.quantity, 0);
  return { subtotal, shippingFee: shippingFeePesewas, total: subtotal + shippingFeePesewas };
}

/** A cart line as the figures read it: the product's variants and the one the line holds. */
export interface PricedCartLine {
  product: { price: number; variants?: readonly { _id: string; price: number }[] };
  variant?: { _id: string };
  quantity: number;
}

/**
 * A cart line's unit price in cedis: its variant's (decision 0036). The product's own `price` is
 * the lowest of its variants, right only for the line of a product with one variant.
 */
export function cartLineUnitPrice(line: PricedCartLine): number {
  const chosen = line.variant && line.product.variants?.find((variant) => variant._id === line.variant!._id);
  return chosen ? chosen.price : line.product.price;
}

/** The same figures of cart items priced in cedis (as the API sends them), in cedis. */
export function cartItemFiguresInCedis(
  items: readonly PricedCartLine[],
  shippingFeeCedis: number,
): MoneyFigures {
  const lines = items.map((item) => ({
    unitPesewas: toPesewas(cartLineUnitPrice(item)),
    quantity: item.quantity,
  }));
  const figures = figuresInPesewas(lines, toPesewas(shippingFeeCedis));
  return {
    subtotal: toCedis(figures.subtotal),
    shippingFee: toCedis(figures.shippingFee),
    total: toCedis(figures.total),
  };
}
