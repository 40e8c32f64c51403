/**
 * Options and variants of a product (decision 0036). A product has up to three
 * options (Storage, Colour, ...) with their values, and one variant per combination that is
 * sold, each with its own SKU, price, stock and pictures. A product without options has one
 * default variant whose `options` is `{}`.
 *
 * The keys of a variant's `options` come in the product's option order ("Storage" before
 * "Colour"), so `Object.values` reads as the display name does: "256GB, Blue".
 */
import { z } from 'zod';

/** The most options a product has (Storage, Colour and one more). */
export const PRODUCT_OPTIONS_MAX = 3;
/** The most values one option has. */
export const PRODUCT_OPTION_VALUES_MAX = 30;
/** The most variants one product has. */
export const PRODUCT_VARIANTS_MAX = 100;

/** One option of a product and its values, in the order the pickers show them. */
export const productOptionSchema = z.object({
  name: z.string(),
  values: z.array(z.string()),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** A variant's choice: option name to value, one key per option of its product, in their order. */
export const variantOptionsSchema = z.record(z.string(), z.string());
export type VariantOptions = z.infer<typeof variantOptionsSchema>;

/** A variant in the product answer. */
export const productVariantSchema = z.object({
  /** The variant's id (uuid): what the cart calls take as `variantId`. */
  _id: z.string(),
  sku: z.string(),
  options: variantOptionsSchema,
  /** Cedis, at most 2 decimals: the price a shopper pays now (the sale price during a sale, decision 0062). */
  price: z.number(),
  /** The regular price, struck through beside `price` while it is lower; equal to it otherwise. */
  regularPrice: z.number().optional(),
  /** When the sale that makes `price` ends (ISO), or null when it has no end or there is no sale. */
  saleEndsAt: z.string().nullable().optional(),
  stock: z.number().int(),
  /** Its own pictures (a colour's), or the product's when it has none. */
  image: z.array(z.string()),
  /** The product answer only (productDetailSchema): the ids of its `inStockAt` branches holding this variant. */
  inStockAtBranchIds: z.array(z.number().int()).optional(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** The variant a cart line or an order item is of: enough to name it ("Samsung Galaxy A15, 256GB, Blue"). */
export const variantReferenceSchema = z.object({
  _id: z.string(),
  sku: z.string(),
  options: variantOptionsSchema,
});
export type VariantReference = z.infer<typeof variantReferenceSchema>;
