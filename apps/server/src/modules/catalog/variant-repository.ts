import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productOptions, products, productVariants } from '../../db/schema';
import { type CatalogProduct, type ProductRow, type VariantRow, variantOptionsOf } from './product-mapper';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The options and variants of these products, two queries for the lot (a page, a batch of
 * the whole list, a cart), joined to them in code, in the products' order.
 */
export async function withVariants(db: Executor, rows: ProductRow[]): Promise<CatalogProduct[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((row) => row.id))];
  const [options, variants] = await Promise.all([
    db
      .select({
        productId: productOptions.productId,
        name: productOptions.name,
        values: productOptions.values,
      })
      .from(productOptions)
      .where(inArray(productOptions.productId, ids))
      .orderBy(asc(productOptions.productId), asc(productOptions.position)),
    db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id)),
  ]);
  const optionsOf = new Map<number, CatalogProduct['options']>();
  for (const option of options) {
    const list = optionsOf.get(option.productId) ?? [];
    list.push({ name: option.name, values: option.values });
    optionsOf.set(option.productId, list);
  }
  const variantsOf = new Map<number, VariantRow[]>();
  for (const variant of variants) {
    const list = variantsOf.get(variant.productId) ?? [];
    list.push(variant);
    variantsOf.set(variant.productId, list);
  }
  return rows.map((row) => ({
    ...row,
    options: optionsOf.get(row.id) ?? [],
    variants: variantsOf.get(row.id) ?? [],
  }));
}

export async function withVariantsOf(
  db: Executor,
  row: ProductRow | undefined,
): Promise<CatalogProduct | undefined> {
  if (!row) return undefined;
  const [product] = await withVariants(db, [row]);
  return product;
}

/** The product a variant `_id` belongs to, or undefined when no variant has it. */
export async function findVariantProductId(
  db: Executor,
  variantPublicId: string,
): Promise<number | undefined> {
  if (!UUID_PATTERN.test(variantPublicId)) return undefined;
  const [row] = await db
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.publicId, variantPublicId.toLowerCase()))
    .limit(1);
  return row?.productId;
}

/**
 * Inside a transaction: locks every variant of the product, in id order. Writers lock a
 * product's variants before its row (the variants' trigger writes the row), as checkout does.
 */
export async function lockVariantsOfProduct(transaction: Executor, productId: number): Promise<VariantRow[]> {
  return transaction
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
    .for('update');
}

/** A variant by its row id and product (the cart's and orders' reference). */
export async function findVariant(
  db: Executor,
  productId: number,
  variantId: number,
): Promise<VariantRow | undefined> {
  const [row] = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
    .limit(1);
  return row;
}

/** Every variant of every product (archived too), by product id then position: the variants export. */
export async function listEveryVariant(db: Executor) {
  const [rows, options] = await Promise.all([
    db
      .select({ variant: productVariants, productName: products.name, archivedAt: products.archivedAt })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id)),
    db
      .select({ productId: productOptions.productId, name: productOptions.name })
      .from(productOptions)
      .orderBy(asc(productOptions.productId), asc(productOptions.position)),
  ]);
  const namesOf = new Map<number, string[]>();
  for (const option of options)
    namesOf.set(option.productId, [...(namesOf.get(option.productId) ?? []), option.name]);
  return rows.map(({ variant, productName, archivedAt }) => {
    const names = namesOf.get(variant.productId) ?? [];
    const choice = variantOptionsOf({ options: names.map((name) => ({ name, values: [] })) }, variant);
    return {
      productId: variant.productId,
      productName,
      archived: archivedAt !== null,
      variant,
      options: choice,
    };
  });
}
