import {
  type AdminProductInput,
  type AdminProductListQuery,
  type ProductFlagsBody,
  serialDefaultsOf,
  toPesewas,
  VARIANT_MESSAGES,
} from '@shop/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern, pagingOf } from '../../db/query-helpers';
import { products, productVariants } from '../../db/schema';
import { conflict } from '../../plugins/errors';
import { type CatalogueProduct, type ProductRow, toAdminProduct, variantOptionsOf } from './product-mapper';
import { usePriceClock } from './sale-clock';
import { type SaleFields, saleFieldsOf } from './sale-writes';
import { lockVariantsOfProduct, withVariants, withVariantsOf } from './variant-repository';

/**
 * The API's field names, turned into the table's columns. Price and stock are the
 * variants' (the default variant's for a product without options), written there.
 */
function columnsOf(input: AdminProductInput) {
  return {
    name: input.name,
    images: input.image,
    category: input.category,
    subcategory: input.subcategory,
    brand: input.brand,
    soundSystem: input.soundSystem,
    description: input.description,
    info: input.info,
    topSelling: input.TopSellingProduct,
    collection: input.collection,
    // Left out, they stay as saved (an update) or take the category's defaults (createProduct).
    ...(input.tracksSerials === undefined ? {} : { tracksSerials: input.tracksSerials }),
    ...(input.warrantyMonths === undefined ? {} : { warrantyMonths: input.warrantyMonths }),
  };
}

/** The catalogue as staff page through it: newest first, archived products on request. */
export async function listAdminProducts(db: Executor, query: AdminProductListQuery) {
  const { page, limit, offset } = pagingOf(query);
  const conditions: (SQL | undefined)[] = [];
  if (!query.includeArchived) conditions.push(isNull(products.archivedAt));
  if (query.q) conditions.push(ilike(products.name, containsPattern(query.q)));
  if (query.category) conditions.push(eq(products.category, query.category));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db.select().from(products).where(where).orderBy(desc(products.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    products: (await withVariants(db, rows)).map(toAdminProduct),
    total: totals[0]?.total ?? 0,
    page,
    limit,
  };
}

/** Any product, archived ones too: staff edit and restore them. */
export async function findAnyProduct(db: Executor, id: number): Promise<CatalogueProduct | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return withVariantsOf(db, row);
}

/**
 * A new product. Its default variant, with this price and stock, comes with it: every
 * product insert gets one (migration 0016's trigger), and the variants grid replaces it.
 */
/**
 * A new product with its default variant. Inside a transaction, `at` (the app's clock) is the
 * instant its price now is computed at (decision 0062); the database's now() otherwise.
 */
export async function createProduct(
  db: Executor,
  input: AdminProductInput,
  at?: Date,
): Promise<CatalogueProduct> {
  if (at) await usePriceClock(db, at);
  const pricePesewas = toPesewas(input.price);
  const [row] = await db
    .insert(products)
    .values({
      ...serialDefaultsOf(input.category, input.subcategory),
      ...columnsOf(input),
      pricePesewas,
      maxPricePesewas: pricePesewas,
      stock: input.stock,
    })
    .returning();
  return (await findAnyProduct(db, row!.id))!;
}

async function updateProductColumns(
  db: Executor,
  id: number,
  columns: Partial<typeof products.$inferInsert>,
): Promise<CatalogueProduct | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return withVariantsOf(db, row);
}

/** The sale columns of a variant given a new price: kept while the sale price stays below it. */
function saleKeptBelow(pricePesewas: number) {
  const kept = sql`${productVariants.salePricePesewas} < ${pricePesewas}`;
  return {
    salePricePesewas: sql<number | null>`case when ${kept} then ${productVariants.salePricePesewas} end`,
    saleStartsAt: sql<Date | null>`case when ${kept} then ${productVariants.saleStartsAt} end`,
    saleEndsAt: sql<Date | null>`case when ${kept} then ${productVariants.saleEndsAt} end`,
  };
}

/**
 * Saves the product form. Its price and stock are the default variant's when the product
 * has one variant; a product with several takes them from its variants grid. Inside a
 * transaction, `at` (the app's clock) is the instant its price now is computed at.
 */
export async function updateProduct(
  db: Executor,
  id: number,
  input: AdminProductInput,
  at?: Date,
): Promise<CatalogueProduct | undefined> {
  if (at) await usePriceClock(db, at);
  // The variants before the product row: the lock order of checkout (stock.ts).
  const variants = await lockVariantsOfProduct(db, id);
  if (variants.length === 1) {
    await db
      .update(productVariants)
      .set({
        pricePesewas: toPesewas(input.price),
        // A sale price at or above the new price would break the variant's check: the sale ends
        // (as a script's write of the product's price ends it, migration 0026).
        ...saleKeptBelow(toPesewas(input.price)),
        stock: input.stock,
        updatedAt: new Date(),
      })
      .where(eq(productVariants.id, variants[0]!.id));
  }
  return updateProductColumns(db, id, columnsOf(input));
}

export const updateProductFlags = (db: Executor, id: number, flags: ProductFlagsBody) =>
  updateProductColumns(db, id, {
    ...(flags.TopSellingProduct === undefined ? {} : { topSelling: flags.TopSellingProduct }),
    ...(flags.collection === undefined ? {} : { collection: flags.collection }),
  });

/** The stock of a product with one variant; one with several is refused (409): its grid sets each. */
export async function updateProductStock(
  db: Executor,
  id: number,
  stock: number,
): Promise<CatalogueProduct | undefined> {
  const variants = await lockVariantsOfProduct(db, id);
  if (variants.length > 1) throw conflict(VARIANT_MESSAGES.useVariantsGrid);
  if (variants.length === 1) {
    await db
      .update(productVariants)
      .set({ stock, updatedAt: new Date() })
      .where(eq(productVariants.id, variants[0]!.id));
  }
  return findAnyProduct(db, id);
}

export const restoreProduct = (db: Executor, id: number) =>
  updateProductColumns(db, id, { archivedAt: null });

/**
 * Inside a transaction: locks the product row until it ends and answers whether it is
 * archived, or undefined when there is no such product.
 */
export async function lockProduct(
  transaction: Executor,
  id: number,
): Promise<{ archived: boolean } | undefined> {
  await lockVariantsOfProduct(transaction, id);
  const [row] = await transaction
    .select({ archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return row ? { archived: row.archivedAt !== null } : undefined;
}

/** Takes the product off the storefront while orders keep their link to it. */
export async function archiveProduct(db: Executor, id: number): Promise<void> {
  await db
    .update(products)
    .set({ archivedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(products.id, id), isNull(products.archivedAt)));
}

/** Deletes the product; its cart lines go with it (the foreign key cascades). */
export async function deleteProduct(db: Executor, id: number): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

/** Variants of live products with fewer than `threshold` units, fewest first, for the dashboard. */
export async function listLowStockVariants(db: Executor, threshold: number, limit: number) {
  const rows = await db
    .select({ variant: productVariants, productId: products.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(isNull(products.archivedAt), lt(productVariants.stock, threshold)))
    .orderBy(
      asc(productVariants.stock),
      asc(products.id),
      asc(productVariants.position),
      asc(productVariants.id),
    )
    .limit(limit);
  const productsById = new Map(
    (
      await withVariants(
        db,
        await db
          .select()
          .from(products)
          .where(inArray(products.id, [...new Set(rows.map((row) => row.productId)), 0])),
      )
    ).map((product) => [product.id, product]),
  );
  return rows.flatMap(({ variant, productId }) => {
    const product = productsById.get(productId);
    if (!product) return [];
    const image = variant.images[0] ?? product.images[0] ?? null;
    return [
      {
        id: product.id,
        name: product.name,
        variant: { _id: variant.publicId, sku: variant.sku, options: variantOptionsOf(product, variant) },
        stock: variant.stock,
        image,
      },
    ];
  });
}

/** Every product, archived ones too, in id order: the catalogue export. */
export async function listEveryProduct(db: Executor): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.id));
}

/**
 * The sales of the products with one variant that have one (decision 0062), by product id:
 * the catalogue file's sale cells. A product with several variants has its sales in the grid.
 */
export async function listOneVariantSales(db: Executor): Promise<Map<number, SaleFields>> {
  const rows = await db
    .select({
      productId: productVariants.productId,
      salePricePesewas: sql<number | null>`min(${productVariants.salePricePesewas})`.mapWith(Number),
      saleStartsAt: sql<Date | null>`min(${productVariants.saleStartsAt})`.mapWith(
        productVariants.saleStartsAt,
      ),
      saleEndsAt: sql<Date | null>`min(${productVariants.saleEndsAt})`.mapWith(productVariants.saleEndsAt),
    })
    .from(productVariants)
    .groupBy(productVariants.productId)
    .having(sql`count(*) = 1 and min(${productVariants.salePricePesewas}) is not null`);
  return new Map(rows.map(({ productId, ...sale }) => [productId, saleFieldsOf(sale)]));
}

/** These products, archived ones too, by id, with their variants (the import compares its rows with them). */
export async function findAnyProductsByIds(
  db: Executor,
  ids: number[],
): Promise<Map<number, CatalogueProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  return new Map((await withVariants(db, rows)).map((product) => [product.id, product]));
}
