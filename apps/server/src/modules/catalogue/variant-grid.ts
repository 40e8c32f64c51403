import {
  type AdminVariant,
  type AdminVariantsInput,
  type AdminVariantsResponse,
  API_MESSAGES,
  toCedis,
  toPesewas,
  VARIANT_MESSAGES,
  type VariantStockBody,
} from '@shop/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isoOrNull, isUniqueViolation } from '../../db/query-helpers';
import { productOptions, products, productVariants } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { type CatalogueProduct, toVariant, type VariantRow } from './product-mapper';
import { usePriceClock } from './sale-clock';
import { saleColumnsOf, saleRefusalOf } from './sale-writes';
import { lockVariantsOfProduct, withVariantsOf } from './variant-repository';

/*
 * The staff's variants grid (decision 0036): options and values, and
 * every variant, written whole in one transaction. Each write locks the product's variants
 * first, as checkout locks them before their product, and the variants' trigger keeps the
 * product's price, highest price and stock (migration 0016).
 */

/**
 * The product answer's variant, with its own pictures only (empty: it shows the product's), its
 * regular price as `price` (what staff edit) and its sale as set, on now or not (decision 0062).
 */
function toAdminVariant(product: CatalogueProduct, variant: VariantRow): AdminVariant {
  // Without the shop's regularPrice: a grid sent back as it came is a valid save.
  const { regularPrice: _regularPrice, ...shown } = toVariant(product, variant);
  return {
    ...shown,
    price: toCedis(variant.pricePesewas),
    image: variant.images,
    salePrice: variant.salePricePesewas === null ? null : toCedis(variant.salePricePesewas),
    saleStartsAt: isoOrNull(variant.saleStartsAt),
    saleEndsAt: isoOrNull(variant.saleEndsAt),
    faultyUnits: variant.faultyUnits,
  };
}

export function toVariantsAnswer(product: CatalogueProduct, message?: string): AdminVariantsResponse {
  return {
    success: true,
    ...(message ? { message } : {}),
    id: product.id,
    name: product.name,
    options: product.options.map((option) => ({ name: option.name, values: option.values })),
    variants: product.variants.map((variant) => toAdminVariant(product, variant)),
  };
}

/** Any product (archived too) with its grid, or 404. */
export async function findVariantsOf(db: Executor, productId: number): Promise<CatalogueProduct> {
  const [row] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  const product = await withVariantsOf(db, row);
  if (!product) throw notFound(API_MESSAGES.productNotFound);
  return product;
}

const caseless = (text: string) => text.toLowerCase();

/** The first text listed twice (any case), or undefined. */
function repeated(texts: string[]): string | undefined {
  const seen = new Set<string>();
  for (const text of texts) {
    if (seen.has(caseless(text))) return text;
    seen.add(caseless(text));
  }
  return undefined;
}

/**
 * Each variant's values in the options' order, checked against the options: one value of
 * each option, no other key, no combination twice, no SKU twice, only the product's ids.
 */
function planGrid(input: AdminVariantsInput, existing: VariantRow[]): string[][] {
  const optionNames = input.options.map((option) => option.name);
  const nameTwice = repeated(optionNames);
  if (nameTwice) throw badRequest(VARIANT_MESSAGES.optionNameTaken(nameTwice));
  for (const option of input.options) {
    const valueTwice = repeated(option.values);
    if (valueTwice) throw badRequest(VARIANT_MESSAGES.valueTaken(option.name, valueTwice));
  }
  if (input.options.length === 0 && input.variants.length !== 1) {
    throw badRequest(VARIANT_MESSAGES.defaultNeedsNoOptions);
  }
  const known = new Set(existing.map((variant) => variant.publicId));
  const ids = input.variants.flatMap((variant) => (variant._id ? [variant._id.toLowerCase()] : []));
  const unknownId = ids.find((id) => !known.has(id)) ?? repeated(ids);
  if (unknownId) throw badRequest(VARIANT_MESSAGES.unknownVariantId(unknownId));
  const skuTwice = repeated(input.variants.map((variant) => variant.sku));
  if (skuTwice) throw conflict(VARIANT_MESSAGES.skuTaken(skuTwice));

  const combinations = input.variants.map((variant) => {
    for (const key of Object.keys(variant.options)) {
      if (!optionNames.includes(key))
        throw badRequest(VARIANT_MESSAGES.variantUnknownOption(variant.sku, key));
    }
    return input.options.map((option) => {
      const value = Object.hasOwn(variant.options, option.name) ? variant.options[option.name] : undefined;
      if (value === undefined)
        throw badRequest(VARIANT_MESSAGES.variantNeedsOption(variant.sku, option.name));
      // The option's own spelling, so "blue" typed in a row is the value "Blue" of the list.
      const listed = option.values.find((candidate) => caseless(candidate) === caseless(value));
      if (listed === undefined) {
        throw badRequest(VARIANT_MESSAGES.variantUnknownValue(variant.sku, option.name, value));
      }
      return listed;
    });
  });
  const comboTwice = repeated(combinations.map((values) => values.join('\u0000')));
  if (comboTwice) throw badRequest(VARIANT_MESSAGES.combinationTaken(comboTwice.split('\u0000').join(', ')));
  return combinations;
}

/** 409 naming a SKU another product's variant already has. */
async function refuseSkusOfOthers(db: Executor, productId: number, skus: string[]): Promise<void> {
  const [taken] = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(and(inArray(productVariants.sku, skus), ne(productVariants.productId, productId)))
    .limit(1);
  if (taken) throw conflict(VARIANT_MESSAGES.skuTaken(taken.sku));
}

/**
 * PUT /api/admin/products/:id/variants, inside the caller's transaction; prices now are
 * computed at `at`, the app's clock (decision 0062).
 */
export async function saveVariantGrid(
  transaction: Executor,
  productId: number,
  input: AdminVariantsInput,
  at: Date = new Date(),
): Promise<CatalogueProduct> {
  await usePriceClock(transaction, at);
  const existing = await lockVariantsOfProduct(transaction, productId);
  await findVariantsOf(transaction, productId);
  const combinations = planGrid(input, existing);
  await refuseSkusOfOthers(
    transaction,
    productId,
    input.variants.map((variant) => variant.sku),
  );

  await transaction.delete(productOptions).where(eq(productOptions.productId, productId));
  if (input.options.length > 0) {
    await transaction.insert(productOptions).values(
      input.options.map((option, position) => ({
        productId,
        position,
        name: option.name,
        values: option.values,
      })),
    );
  }
  const kept = new Set(input.variants.flatMap((variant) => (variant._id ? [variant._id.toLowerCase()] : [])));
  const removed = existing.filter((variant) => !kept.has(variant.publicId)).map((variant) => variant.id);
  if (removed.length > 0)
    await transaction.delete(productVariants).where(inArray(productVariants.id, removed));
  // Kept rows step aside first, so two that swap a SKU or a combination never meet halfway.
  if (kept.size > 0) {
    await transaction
      .update(productVariants)
      .set({
        sku: sql`'~' || ${productVariants.publicId}::text`,
        optionValues: sql`array[${productVariants.publicId}::text]`,
      })
      .where(and(eq(productVariants.productId, productId), inArray(productVariants.publicId, [...kept])));
  }
  try {
    for (const [position, variant] of input.variants.entries()) {
      const columns = {
        position,
        sku: variant.sku,
        pricePesewas: toPesewas(variant.price),
        ...saleColumnsOf(variant),
        stock: variant.stock,
        images: variant.image,
        optionValues: combinations[position]!,
        updatedAt: new Date(),
      };
      if (variant._id) {
        await transaction
          .update(productVariants)
          .set(columns)
          .where(eq(productVariants.publicId, variant._id.toLowerCase()));
      } else {
        await transaction.insert(productVariants).values({ productId, ...columns });
      }
    }
  } catch (error) {
    // Another product's variant took the SKU since it was checked.
    if (isUniqueViolation(error)) {
      throw conflict(VARIANT_MESSAGES.skuTaken(input.variants.map((variant) => variant.sku).join(', ')));
    }
    // The body's check runs on cedis; the table's on pesewas, which it never contradicts, but a
    // refusal there is still the staff's mistake, never a 500.
    const refusal = saleRefusalOf(error);
    if (refusal) throw badRequest(refusal);
    throw error;
  }
  await transaction
    .update(products)
    .set({ optionWords: input.options.flatMap((option) => option.values).join(' '), updatedAt: new Date() })
    .where(eq(products.id, productId));
  return findVariantsOf(transaction, productId);
}

/** PATCH /api/admin/products/:id/variants/stock: the listed variants' stock, inside the caller's transaction. */
export async function saveVariantStock(
  transaction: Executor,
  productId: number,
  body: VariantStockBody,
): Promise<CatalogueProduct> {
  const existing = await lockVariantsOfProduct(transaction, productId);
  if (existing.length === 0) await findVariantsOf(transaction, productId);
  const known = new Set(existing.map((variant) => variant.publicId));
  const ids = body.stock.map((row) => row._id.toLowerCase());
  const unknownId = ids.find((id) => !known.has(id)) ?? repeated(ids);
  if (unknownId) throw badRequest(VARIANT_MESSAGES.unknownVariantId(unknownId));
  for (const row of body.stock) {
    await transaction
      .update(productVariants)
      .set({ stock: row.stock, updatedAt: new Date() })
      .where(eq(productVariants.publicId, row._id.toLowerCase()));
  }
  return findVariantsOf(transaction, productId);
}
