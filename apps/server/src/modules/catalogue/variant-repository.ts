import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productOptions, products, productVariants } from '../../db/schema';
import { type CatalogueProduct, type ProductRow, type VariantRow, variantOptionsOf } from './product-mapper';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A variant as the database's json_build_object below writes it: timestamps as ISO text. */
type VariantJson = Omit<VariantRow, 'createdAt' | 'updatedAt' | 'saleStartsAt' | 'saleEndsAt'> & {
  createdAt: string;
  updatedAt: string;
  saleStartsAt: string | null;
  saleEndsAt: string | null;
};

const dateOrNull = (text: string | null) => (text === null ? null : new Date(text));

const toVariantRows = (variants: VariantJson[]): VariantRow[] =>
  variants.map((variant) => ({
    ...variant,
    saleStartsAt: dateOrNull(variant.saleStartsAt),
    saleEndsAt: dateOrNull(variant.saleEndsAt),
    createdAt: new Date(variant.createdAt),
    updatedAt: new Date(variant.updatedAt),
  }));

/**
 * A product's options, in order, as one json array the database builds beside the product's
 * row (correlated with `products`), so a product, its options and its variants are one
 * statement: on the embedded database each statement costs the server's own thread about
 * 0.6 ms whatever it reads, and a checkout read products seven times (decision 0040). Written
 * by hand with aliases: in a one-table select Drizzle leaves columns unqualified, so an
 * interpolated products.id would name the subquery's own "id".
 */
const optionsJson = sql<CatalogueProduct['options']>`coalesce((
  select json_agg(json_build_object('name', product_option.name, 'values', product_option.values)
    order by product_option.position)
  from product_options as product_option where product_option.product_id = "products"."id"), '[]'::json)`;

/** A product's variants, the default first, as one json array beside the product's row. */
const variantsJson = sql<VariantRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', variant.id, 'publicId', variant.public_id, 'productId', variant.product_id,
    'position', variant.position, 'sku', variant.sku, 'pricePesewas', variant.price_pesewas,
    'salePricePesewas', variant.sale_price_pesewas, 'saleStartsAt', variant.sale_starts_at,
    'saleEndsAt', variant.sale_ends_at, 'pricePesewasNow', variant.price_now_pesewas,
    'stock', variant.stock, 'images', variant.images, 'optionValues', variant.option_values,
    'createdAt', variant.created_at, 'updatedAt', variant.updated_at)
    order by variant.position, variant.id)
  from product_variants as variant where variant.product_id = "products"."id"), '[]'::json)`.mapWith(
  (value: VariantJson[]) => toVariantRows(value),
);

/** Select these from `products` for whole catalogue products: the row, its options and its variants. */
export const catalogueProductColumns = {
  ...getTableColumns(products),
  options: optionsJson,
  variants: variantsJson,
};

/**
 * The options and variants of these products, one query for the lot (a page, a batch of the
 * whole list, a cart), joined to them in code, in the products' order.
 */
export async function withVariants(db: Executor, rows: ProductRow[]): Promise<CatalogueProduct[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((row) => row.id))];
  const found = await db
    .select({ id: products.id, options: optionsJson, variants: variantsJson })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(found.map((product) => [product.id, product]));
  return rows.map((row) => ({
    ...row,
    options: byId.get(row.id)?.options ?? [],
    variants: byId.get(row.id)?.variants ?? [],
  }));
}

export async function withVariantsOf(
  db: Executor,
  row: ProductRow | undefined,
): Promise<CatalogueProduct | undefined> {
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
 * Inside a transaction: locks every variant of the product, in id order, after their branch
 * rows (decision 0068). Writers lock a product's branch rows, then its variants, then its row
 * (each trigger writes the next), as checkout does, so a staff edit and a checkout queue.
 */
export async function lockVariantsOfProduct(transaction: Executor, productId: number): Promise<VariantRow[]> {
  await transaction.execute(sql`
    select 1 from branch_stock
    where variant_id in (select id from product_variants where product_id = ${productId})
    order by variant_id, branch_id
    for update`);
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
