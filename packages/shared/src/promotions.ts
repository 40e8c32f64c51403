/**
 * Sale prices and discount codes (decision 0062), as pure functions the server, the storefront
 * and the admin site share. Money is whole pesewas; instants are Dates.
 */

export const PROMOTION_KINDS = ['percent', 'fixed', 'free-delivery'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Whole order when every list is empty; otherwise the lines of these categories, brands or products. */
export interface PromotionScope {
  categories: string[];
  brands: string[];
  /** The products' public ids (uuid), as the API names them. */
  productIds: string[];
}

export const WHOLE_ORDER_SCOPE: PromotionScope = { categories: [], brands: [], productIds: [] };

/** A code: 4 to 32 of A-Z, 0-9 and "-", once case and spaces are left out. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9-]{4,32}$/;
export const PROMOTION_PERCENT_MIN = 1;
export const PROMOTION_PERCENT_MAX = 90;
/** Wrong codes one account, or one address, may try in a quarter-hour before a 429. */
export const WRONG_DISCOUNT_CODES_PER_QUARTER_HOUR = 10;
export const WRONG_DISCOUNT_CODES_WINDOW_MS = 15 * 60 * 1000;

/** A code as it is stored and matched: upper case, without spaces ("black friday" is "BLACKFRIDAY"). */
export function normaliseDiscountCode(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** A variant's sale, as the catalogue keeps it. */
export interface SalePricing {
  pricePesewas: number;
  salePricePesewas: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
}

/** Whether the sale is on at this instant: the start is in, the end is out. */
export function saleIsOn(pricing: SalePricing, at: Date): boolean {
  if (pricing.salePricePesewas === null) return false;
  if (pricing.saleStartsAt && pricing.saleStartsAt.getTime() > at.getTime()) return false;
  if (pricing.saleEndsAt && pricing.saleEndsAt.getTime() <= at.getTime()) return false;
  return true;
}

/** The price a shopper pays at this instant (the database's variant_price_at, migration 0026). */
export function priceAt(pricing: SalePricing, at: Date): number {
  return saleIsOn(pricing, at) ? pricing.salePricePesewas! : pricing.pricePesewas;
}

/** The next instant after `at` when this sale starts or ends, or null when it never changes again. */
export function nextPriceChange(pricing: SalePricing, at: Date): Date | null {
  if (pricing.salePricePesewas === null) return null;
  const later = [pricing.saleStartsAt, pricing.saleEndsAt].filter(
    (instant): instant is Date => instant !== null && instant.getTime() > at.getTime(),
  );
  return later.length === 0 ? null : new Date(Math.min(...later.map((instant) => instant.getTime())));
}

/** The sale price of a percentage off (staff's "20 % off Speakers"), rounded to the pesewa. */
export function salePriceOfPercent(pricePesewas: number, percent: number): number {
  return pricePesewas - Math.round((pricePesewas * percent) / 100);
}

/** What a promotion takes off, as the discount figures read it. */
export interface PromotionRule {
  kind: PromotionKind;
  percent: number | null;
  amountPesewas: number | null;
  scope: PromotionScope;
}

/** A line as the discount reads it: priced now (sale prices applied), with what scopes match. */
export interface DiscountableLine {
  unitPesewas: number;
  quantity: number;
  productId: string;
  category: string;
  brand: string;
}

export interface DiscountFigures {
  /** Each line's share of the discount off the goods, in the lines' order. */
  lineShares: number[];
  /** Off the goods: the sum of the shares. */
  goodsPesewas: number;
  /** Waived off delivery (free delivery). */
  deliveryPesewas: number;
  /** What the lines in scope come to before the discount. */
  scopedSubtotalPesewas: number;
}

/** Whether a line is in the promotion's scope (every line, when the scope names nothing). */
export function lineInScope(scope: PromotionScope, line: DiscountableLine): boolean {
  const whole = scope.categories.length === 0 && scope.brands.length === 0 && scope.productIds.length === 0;
  if (whole) return true;
  return (
    scope.categories.includes(line.category) ||
    scope.brands.includes(line.brand) ||
    scope.productIds.includes(line.productId)
  );
}

/**
 * Spreads an amount over weights by largest remainder: each share is its exact part rounded
 * down, and the pesewas left go one each to the largest fractions (ties: the earlier line).
 * The shares add up to the amount exactly, and none passes its weight when amount <= total.
 */
export function spreadByLargestRemainder(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => BigInt(weight) * BigInt(amount));
  const shares = exact.map((numerator) => Number(numerator / BigInt(total)));
  const remainders = exact.map((numerator) => Number(numerator % BigInt(total)));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const byFraction = weights
    .map((_, index) => index)
    .sort((a, b) => remainders[b]! - remainders[a]! || a - b);
  for (const index of byFraction) {
    if (left === 0) break;
    if (weights[index] === 0) continue;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The discount of a promotion on lines delivered for a fee: a percent of the lines in scope
 * (rounded to the pesewa), a fixed amount (never more than those lines), or the delivery fee.
 * The goods' discount is spread over the lines in scope by what each comes to, so returns and
 * taxes know each line's price; no total goes below zero.
 */
export function discountOf(
  rule: PromotionRule,
  lines: readonly DiscountableLine[],
  deliveryFeePesewas: number,
): DiscountFigures {
  const weights = lines.map((line) => (lineInScope(rule.scope, line) ? line.unitPesewas * line.quantity : 0));
  const scopedSubtotalPesewas = weights.reduce((sum, weight) => sum + weight, 0);
  let goods = 0;
  let delivery = 0;
  if (rule.kind === 'percent') goods = Math.round((scopedSubtotalPesewas * (rule.percent ?? 0)) / 100);
  else if (rule.kind === 'fixed') goods = Math.min(rule.amountPesewas ?? 0, scopedSubtotalPesewas);
  else if (scopedSubtotalPesewas > 0) delivery = Math.max(0, deliveryFeePesewas);
  const lineShares = spreadByLargestRemainder(goods, weights);
  return { lineShares, goodsPesewas: goods, deliveryPesewas: delivery, scopedSubtotalPesewas };
}
