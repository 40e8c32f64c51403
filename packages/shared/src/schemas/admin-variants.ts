/**
 * The staff calls of a product's options and variants (decision 0036), under
 * /api/admin/products/:id/variants and /api/admin/variants.csv (every route: docs/api-routes.md).
 *
 * PUT defines the options and their values and the whole grid in one go, as the screen
 * shows them: a row with `_id` changes that variant, a row without one creates a variant, a
 * variant left out is removed (its cart lines go; past orders keep their snapshot). Every
 * variant names one value of each option, no two the same combination, SKUs unique in the
 * shop. A product without options has exactly one variant, with `options: {}`.
 * PATCH .../stock is the grid's bulk stock edit: the stock of the listed variants only.
 */
import { z } from 'zod';
import { PROMOTION_ADMIN_TEXTS } from '../promotion-texts';
import { PRODUCT_IMAGES_MAX, PRODUCT_PRICE_MAX, PRODUCT_STOCK_MAX } from './admin';
import { cedis, imageUrl, requiredLine, wholeNumber } from './admin-fields';
import {
  PRODUCT_OPTION_VALUES_MAX,
  PRODUCT_OPTIONS_MAX,
  PRODUCT_VARIANTS_MAX,
  productOptionSchema,
  productVariantSchema,
} from './variants';

/** Letters, digits and . _ - /, as SKUs are printed on labels and typed into spreadsheets. */
export const SKU_PATTERN = /^[A-Za-z0-9._/-]{1,64}$/;

const variantId = z.uuid("_id must be the id of one of the product's variants");

const sku = requiredLine('SKU', 64).regex(
  SKU_PATTERN,
  'SKU may hold only letters, digits, ".", "_", "-" and "/"',
);

export const adminOptionBodySchema = z.strictObject({
  name: requiredLine('Option name', 40),
  values: z
    .array(requiredLine('Each value', 40), { error: 'values must be a list of texts' })
    .min(1, 'values must hold at least one value')
    .max(PRODUCT_OPTION_VALUES_MAX, `values may hold at most ${PRODUCT_OPTION_VALUES_MAX} values`),
});
export type AdminOptionBody = z.input<typeof adminOptionBodySchema>;

export const adminVariantBodySchema = z
  .strictObject({
    /** Absent for a new variant. */
    _id: variantId.optional(),
    sku,
    /** Option name to value, one of each of the product's options; `{}` without options. */
    options: z.record(requiredLine('Option name', 40), requiredLine('Each value', 40)).default({}),
    price: cedis('Price', PRODUCT_PRICE_MAX),
    /**
     * A sale price below `price`, from `saleStartsAt` until `saleEndsAt` (ISO; either null: open),
     * decision 0062. Null or absent: no sale (an absent sale on an existing variant ends it).
     */
    salePrice: cedis('Sale price', PRODUCT_PRICE_MAX).nullable().optional(),
    saleStartsAt: z.iso
      .datetime({ offset: true, error: 'Sale starts must be a date and time' })
      .nullable()
      .optional(),
    saleEndsAt: z.iso
      .datetime({ offset: true, error: 'Sale ends must be a date and time' })
      .nullable()
      .optional(),
    stock: wholeNumber('Stock', PRODUCT_STOCK_MAX),
    /** Read only (the grid's answer carries it): units taken back faulty; ignored when sent. */
    faultyUnits: z.number().int().optional(),
    /** The variant's own pictures (a colour's); empty: it shows the product's. */
    image: z
      .array(imageUrl, { error: 'image must be a list of image URLs' })
      .max(PRODUCT_IMAGES_MAX, `image may hold at most ${PRODUCT_IMAGES_MAX} pictures`)
      .default([]),
  })
  .refine(
    (variant) =>
      variant.salePrice === null || variant.salePrice === undefined || variant.salePrice < variant.price,
    {
      message: PROMOTION_ADMIN_TEXTS.sales.salePriceNotBelow,
      path: ['salePrice'],
    },
  )
  .refine(
    (variant) =>
      !variant.saleStartsAt ||
      !variant.saleEndsAt ||
      Date.parse(variant.saleStartsAt) < Date.parse(variant.saleEndsAt),
    { message: PROMOTION_ADMIN_TEXTS.sales.saleWindowOrder, path: ['saleEndsAt'] },
  );
export type AdminVariantBody = z.input<typeof adminVariantBodySchema>;

/** PUT /api/admin/products/:id/variants. The first variant is the default one (the card's picture). */
export const adminVariantsBodySchema = z.strictObject({
  options: z
    .array(adminOptionBodySchema, { error: 'options must be a list' })
    .max(PRODUCT_OPTIONS_MAX, `options may hold at most ${PRODUCT_OPTIONS_MAX} options`)
    .default([]),
  variants: z
    .array(adminVariantBodySchema, { error: 'variants must be a list' })
    .min(1, 'variants must hold at least one variant')
    .max(PRODUCT_VARIANTS_MAX, `variants may hold at most ${PRODUCT_VARIANTS_MAX} variants`),
});
export type AdminVariantsBody = z.input<typeof adminVariantsBodySchema>;
export type AdminVariantsInput = z.output<typeof adminVariantsBodySchema>;

/** PATCH /api/admin/products/:id/variants/stock: the grid's bulk stock edit. */
export const variantStockBodySchema = z.strictObject({
  stock: z
    .array(
      z.strictObject({
        _id: variantId,
        stock: wholeNumber('Stock', PRODUCT_STOCK_MAX),
      }),
      { error: 'stock must be a list of {_id, stock}' },
    )
    .min(1, 'stock must list at least one variant')
    .max(PRODUCT_VARIANTS_MAX, `stock may list at most ${PRODUCT_VARIANTS_MAX} variants`),
});
export type VariantStockBody = z.infer<typeof variantStockBodySchema>;

/**
 * A row of the grid: the product answer's variant, but `image` is its own pictures only and
 * `price` the regular price staff edit (the shop's answer says the price now), with the sale.
 */
export const adminVariantSchema = productVariantSchema.extend({
  /** Its own pictures (a colour's); empty when it shows the product's. */
  image: z.array(z.string()),
  /** The sale as set (decision 0062), whether or not it is on now; null: no sale. */
  salePrice: z.number().nullable(),
  saleStartsAt: z.string().nullable(),
  saleEndsAt: z.string().nullable(),
  /** Units taken back faulty (decision 0063): counted apart from stock, never sold. */
  faultyUnits: z.number().int().optional(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

export const adminVariantsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  /** The product's numeric id and name. */
  id: z.number().int(),
  name: z.string(),
  options: z.array(productOptionSchema),
  variants: z.array(adminVariantSchema),
});
export type AdminVariantsResponse = z.infer<typeof adminVariantsResponseSchema>;

/** The columns of GET /api/admin/variants.csv, in order: one row per variant, archived products too. */
export const VARIANT_CSV_COLUMNS = [
  'productId',
  'product',
  'sku',
  'options',
  'price',
  // The sale as set (decision 0062): its price in cedis and its window in ISO; empty: none.
  'salePrice',
  'saleStartsAt',
  'saleEndsAt',
  'stock',
  'images',
  'archived',
] as const;
