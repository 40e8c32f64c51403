import {
  type AdminProduct,
  type Product,
  type ProductVariant,
  priceAt,
  ratingFromTenths,
  saleIsOn,
  toCedis,
  type VariantOptions,
  type VariantReference,
} from '@shop/shared';
import { isoOrNull } from '../../db/query-helpers';
import type { productOptions, products, productVariants } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type OptionRow = typeof productOptions.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;

/** A product with its options (in order) and variants (the default first): what every answer is built from. */
export interface CatalogueProduct extends ProductRow {
  options: Pick<OptionRow, 'name' | 'values'>[];
  variants: VariantRow[];
}

/**
 * A variant's choice as `{Storage: "256GB", Colour: "Blue"}`, keys in the options' order,
 * so that the display name reads the values in that order.
 */
export function variantOptionsOf(
  product: Pick<CatalogueProduct, 'options'>,
  variant: VariantRow,
): VariantOptions {
  // fromEntries defines each key as the object's own, whatever the option is called.
  return Object.fromEntries(
    product.options.flatMap((option, index) => {
      const value = variant.optionValues[index];
      return value === undefined ? [] : [[option.name, value]];
    }),
  );
}

/** A variant's pictures: its own (a colour's), or its product's. */
export const variantImages = (product: Pick<ProductRow, 'images'>, variant: VariantRow): string[] =>
  variant.images.length > 0 ? variant.images : product.images;

/** When the variant's sale that makes its price at `at` ends (ISO), or null without an end or a sale. */
const saleEndsAtOf = (variant: VariantRow, at: Date): string | null =>
  saleIsOn(variant, at) ? isoOrNull(variant.saleEndsAt) : null;

/**
 * A variant as shoppers read it at `at` (the app's clock): `price` is what they pay then
 * (the sale price inside its window, decision 0062), `regularPrice` the price without a sale.
 */
export function toVariant(
  product: CatalogueProduct,
  variant: VariantRow,
  at: Date = new Date(),
): ProductVariant {
  return {
    _id: variant.publicId,
    sku: variant.sku,
    options: variantOptionsOf(product, variant),
    price: toCedis(priceAt(variant, at)),
    regularPrice: toCedis(variant.pricePesewas),
    saleEndsAt: saleEndsAtOf(variant, at),
    stock: variant.stock,
    image: variantImages(product, variant),
  };
}

/** The variant a shopper pays least for at `at` (the first of equals, in the variants' order). */
function cheapestAt(variants: VariantRow[], at: Date): VariantRow | undefined {
  let cheapest: VariantRow | undefined;
  for (const variant of variants) {
    if (!cheapest || priceAt(variant, at) < priceAt(cheapest, at)) cheapest = variant;
  }
  return cheapest;
}

/** Which variant a cart line or an order item holds. */
export function toVariantReference(product: CatalogueProduct, variant: VariantRow): VariantReference {
  return { _id: variant.publicId, sku: variant.sku, options: variantOptionsOf(product, variant) };
}

/**
 * The API's product shape (docs/product/api.md, decision 0036): cedis on the wire, the first version's
 * field names; price, stock and image are the variants' (lowest, sum, the default's). Prices
 * are read at `at`, the app's clock (decision 0062): `price` is the lowest a shopper pays then,
 * with the regular price and the sale's end of the variant that gives it.
 */
export function toProduct(product: CatalogueProduct, at: Date = new Date()): Product {
  const variants = product.variants.map((variant) => toVariant(product, variant, at));
  const cheapest = cheapestAt(product.variants, at);
  return {
    id: product.id,
    _id: product.publicId,
    name: product.name,
    price: toCedis(cheapest ? priceAt(cheapest, at) : product.pricePesewas),
    regularPrice: toCedis(cheapest ? cheapest.pricePesewas : product.pricePesewas),
    saleEndsAt: cheapest ? saleEndsAtOf(cheapest, at) : null,
    image: variants[0]?.image ?? product.images,
    category: product.category,
    subcategory: product.subcategory,
    brand: product.brand,
    soundSystem: product.soundSystem,
    description: product.description,
    info: product.info,
    reviews: product.reviews,
    rating: ratingFromTenths(product.ratingTenths),
    TopSellingProduct: product.topSelling,
    collection: product.collection,
    stock:
      product.variants.length > 0
        ? product.variants.reduce((sum, variant) => sum + variant.stock, 0)
        : product.stock,
    options: product.options.map((option) => ({ name: option.name, values: option.values })),
    variants,
  };
}

/**
 * The product as staff see it: archived ones included, with the dates they are sorted by. Its
 * prices are the regular ones staff edit (the product form saves `price` back), never a sale's:
 * the sales are the grid's (`adminVariantSchema`).
 */
export function toAdminProduct(product: CatalogueProduct): AdminProduct {
  const shop = toProduct(product);
  const lowest = product.variants.reduce(
    (low, variant) => Math.min(low, variant.pricePesewas),
    product.variants[0]?.pricePesewas ?? product.pricePesewas,
  );
  return {
    ...shop,
    price: toCedis(lowest),
    regularPrice: toCedis(lowest),
    saleEndsAt: null,
    variants: shop.variants.map((variant) => ({
      ...variant,
      price: variant.regularPrice ?? variant.price,
      saleEndsAt: null,
    })),
    tracksSerials: product.tracksSerials,
    warrantyMonths: product.warrantyMonths,
    archived: product.archivedAt !== null,
    archivedAt: isoOrNull(product.archivedAt),
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}
