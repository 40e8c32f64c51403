import type { Product } from '@shop/shared';
import { optionKey } from '../../lib/variant-url';

export type Variant = Product['variants'][number];
/** Option name to chosen value, as a variant's `options` holds them ("Storage" -> "256GB"). */
export type Selection = Record<string, string>;

/** A product sold in one way only (no options) shows and behaves as before variants existed. */
export const hasChoices = (product: Product) => product.options.length > 0 && product.variants.length > 0;

const matches = (variant: Variant, selection: Selection) =>
  Object.entries(selection).every(([name, value]) => variant.options[name] === value);

/** In stock before sold out, then the cheaper, then the product's own order. */
const better = (a: Variant, b: Variant) => (a.stock > 0 !== b.stock > 0 ? a.stock > 0 : a.price < b.price);

/**
 * The variant a partial choice leads to: the cheapest in stock among those that match it (so a
 * page opened with no choice shows the "from" price of its card), else the cheapest that
 * matches. A shared link names every option; a link that names some (or a value no longer
 * sold) still opens on a real variant.
 */
export function variantMatching(product: Product, selection: Selection): Variant | undefined {
  let best: Variant | undefined;
  for (const variant of product.variants) {
    if (matches(variant, selection) && (!best || better(variant, best))) best = variant;
  }
  return best ?? product.variants[0];
}

/**
 * The choice the URL names: each option's value read from its lower-case key (a value is found
 * whatever its case), the options it leaves out filled in from the variant it leads to.
 */
export function chosenVariant(product: Product, search: URLSearchParams): Variant | undefined {
  const named: Selection = {};
  for (const option of product.options) {
    const asked = search.get(optionKey(option.name))?.trim().toLowerCase();
    const value = option.values.find((candidate) => candidate.toLowerCase() === asked);
    if (value !== undefined) named[option.name] = value;
  }
  // Names that together match nothing (a combination not sold): the first option's value wins.
  for (let kept = product.options.length; kept >= 0; kept -= 1) {
    const partial = Object.fromEntries(
      product.options
        .slice(0, kept)
        .filter((option) => named[option.name] !== undefined)
        .map((option) => [option.name, named[option.name] as string]),
    );
    if (product.variants.some((variant) => matches(variant, partial)))
      return variantMatching(product, partial);
  }
  return product.variants[0];
}

/** Among the variants with `value`, the one that keeps most of the current choice, in stock first. */
function closestWith(product: Product, current: Variant, optionName: string, value: string) {
  const shared = (variant: Variant) =>
    Object.entries(current.options).filter(([name, chosen]) => variant.options[name] === chosen).length;
  let best: Variant | undefined;
  for (const variant of product.variants) {
    if (variant.options[optionName] !== value) continue;
    const closer =
      !best ||
      shared(variant) > shared(best) ||
      (shared(variant) === shared(best) && variant.stock > 0 && best.stock <= 0);
    if (closer) best = variant;
  }
  return best;
}

export interface ValueChoice {
  value: string;
  /** The variant this value leads to, the other options kept as chosen where that is sold. */
  variant: Variant;
  /** The variant it leads to has no stock. */
  soldOut: boolean;
}

/**
 * The values of one option as the picker offers them, given the current variant: choosing a
 * value keeps the other options' values when that combination is sold, and otherwise leads to
 * a variant with that value that is; it is out of stock when that variant has none.
 */
export function valueChoices(product: Product, current: Variant, optionName: string): ValueChoice[] {
  const option = product.options.find((candidate) => candidate.name === optionName);
  if (!option) return [];
  return option.values.flatMap((value) => {
    const exact = product.variants.find((variant) =>
      matches(variant, { ...current.options, [optionName]: value }),
    );
    const variant = exact ?? closestWith(product, current, optionName, value);
    if (!variant) return [];
    return [{ value, variant, soldOut: variant.stock <= 0 }];
  });
}

/** The pictures of a variant; a variant without its own shows the product's. */
export const variantImages = (product: Product, variant: Variant | undefined): string[] =>
  variant && variant.image.length > 0 ? variant.image : product.image;
