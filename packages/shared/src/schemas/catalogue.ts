import { z } from 'zod';
import { CATALOGUE_LIST_NAME_MAX } from '../catalogue-lists-texts';
import { PRODUCT_PAGE_SIZE_MAX } from '../constants';
import { PRODUCT_FLAGS, PRODUCT_SORTS, SOUND_SYSTEM_OPTIONS } from '../filters';
import { productOptionSchema, productVariantSchema } from './variants';

/** A pickup branch holding units of a product: what "In stock at Accra Mall" names. */
export const branchHoldingStockSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
});
export type BranchHoldingStock = z.infer<typeof branchHoldingStockSchema>;

/**
 * A product as the API answers it (docs/product/api.md, plus stock and soundSystem, plus
 * options and variants, decision 0036): `price` is the lowest variant price, `stock` the sum of
 * the variants' stock, `image` the default (first) variant's pictures.
 */
export const productSchema = z.object({
  id: z.number().int(),
  _id: z.string(),
  name: z.string(),
  /** The lowest price a shopper pays now (sale prices inside their window, decision 0062). */
  price: z.number(),
  /** The regular price of the variant that gives `price`, struck through while it is higher. */
  regularPrice: z.number().optional(),
  /** When that variant's sale ends (ISO); null without an end or without a sale. */
  saleEndsAt: z.string().nullable().optional(),
  image: z.array(z.string()),
  category: z.string(),
  subcategory: z.string(),
  brand: z.string(),
  soundSystem: z.string().nullable(),
  description: z.string(),
  info: z.array(z.string()),
  /** The number of published reviews (decision 0064). */
  reviews: z.number().int(),
  /** Their average, one decimal (4.2); null without a published review. */
  rating: z.number().nullable(),
  TopSellingProduct: z.boolean(),
  collection: z.boolean(),
  stock: z.number().int(),
  /** `[]` for a product without options. */
  options: z.array(productOptionSchema),
  /** At least one; the first is the default variant. */
  variants: z.array(productVariantSchema),
});
export type Product = z.infer<typeof productSchema>;

export const productListResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
  total: z.number().int().optional(),
  /**
   * A search with more matches than its page reaches answers the planner's estimate of them
   * (at least one more than the page shows) and says so here (decision 0030).
   */
  totalEstimated: z.boolean().optional(),
  page: z.number().int().optional(),
  limit: z.number().int().optional(),
  /** A search that found nothing: the words or names closest to what was typed, best first. */
  suggestions: z.array(z.string()).optional(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

// Defined beside the filter lists, which hold no zod, so the storefront can read them cheaply.
export { PRODUCT_FLAGS, PRODUCT_SORTS, type ProductFlag, type ProductSort } from '../filters';

const many = <T extends z.ZodType>(item: T) =>
  z
    .union([item, z.array(item)])
    .transform((value) => (Array.isArray(value) ? value : [value]) as z.infer<T>[]);

const integerText = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const priceText = z
  .string()
  .regex(/^\d+(\.\d{1,2})?$/, 'must be an amount in GHS, for example 250 or 99.50')
  .transform(Number)
  .pipe(z.number().max(10_000_000, 'is too large'));

/** A name of a list staff edit (decision 0053): the server answers 400 for one its table lacks. */
const listName = z
  .string()
  .max(CATALOGUE_LIST_NAME_MAX, `must be at most ${CATALOGUE_LIST_NAME_MAX} characters`);

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: () => `must be one of: ${values.join(', ')}` });

/**
 * Query parameters of GET /api/product/list. Values arrive as text; a repeated parameter
 * arrives as an array. Unknown parameters are refused so that a typo never silently
 * answers the whole catalogue.
 */
export const productListQuerySchema = z.strictObject({
  page: integerText(1, 100_000).optional(),
  limit: integerText(1, PRODUCT_PAGE_SIZE_MAX).optional(),
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  category: many(listName).optional(),
  subcategory: many(listName).optional(),
  brand: many(listName).optional(),
  sound: many(oneOf(SOUND_SYSTEM_OPTIONS)).optional(),
  minPrice: priceText.optional(),
  maxPrice: priceText.optional(),
  sort: oneOf(PRODUCT_SORTS).optional(),
  flag: oneOf(PRODUCT_FLAGS).optional(),
  exclude: integerText(1, 2_147_483_647).optional(),
  /**
   * A branch's id: products with at least one unit there (docs/product/branches.md). A closed
   * or unknown branch holds nothing the storefront shows: the list is empty.
   */
  branch: integerText(1, 2_147_483_647).optional(),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export const heroSchema = z.object({
  id: z.number().int(),
  image: z.array(z.string()),
  title: z.string(),
  link: z.string(),
  cta: z.string(),
});
export type Hero = z.infer<typeof heroSchema>;

export const heroListResponseSchema = z.object({
  success: z.literal(true),
  heroes: z.array(heroSchema),
});

export const deliveryFeeSchema = z.object({ city: z.string(), fee: z.number() });
export type DeliveryFee = z.infer<typeof deliveryFeeSchema>;
export const deliveryFeeListSchema = z.array(deliveryFeeSchema);

export const storeInfoSchema = z.object({
  about: z.string().min(1, 'About is required'),
  whyChooseUs: z
    .array(
      z.object({
        title: z.string().min(1, 'Each reason needs a title'),
        description: z.string().min(1, 'Each reason needs a description'),
      }),
    )
    .min(1, 'Add at least one reason'),
  whatWeOffer: z.array(z.string().min(1, 'An offer cannot be empty')).min(1, 'Add at least one offer'),
  visitUsAt: z.string().min(1, 'Visit us at is required'),
  deliveryInfo: z.string().min(1, 'Delivery info is required'),
  deepInfo: z.string().min(1, 'About page, second paragraph is required'),
  contact: z.object({
    phone: z.string().min(1, 'Phone is required'),
    email: z.email('Enter a valid email'),
    location: z.string().min(1, 'Location is required'),
  }),
});
export type StoreInfo = z.infer<typeof storeInfoSchema>;

export const errorResponseSchema = z.object({ success: z.literal(false), message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * The product answer (GET /api/product/:id): the product, with where it is in stock. `inStockAt`:
 * the open branches offering pickup that hold at least one unit of a variant, in the shop's
 * order; each variant's `inStockAtBranchIds` names which of them hold it (docs/product/branches.md).
 * The server always sends it; a copy kept from before (the service worker's, decision 0032)
 * lacks it, and the page then says nothing of where.
 */
export const productDetailSchema = productSchema.extend({
  inStockAt: z.array(branchHoldingStockSchema).optional(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET /api/product/:id */
export const productDetailResponseSchema = z.object({
  success: z.literal(true),
  product: productDetailSchema,
});
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;
