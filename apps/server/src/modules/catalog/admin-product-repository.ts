import {
  type AdminProductInput,
  type AdminProductListQuery,
  type ProductFlagsBody,
  toPesewas,
} from '@shop/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern, pagingOf } from '../../db/query-helpers';
import { products } from '../../db/schema';
import { type ProductRow, toAdminProduct } from './product-mapper';

/** The API's field names and cedis, turned into the table's columns and pesewas. */
function columnsOf(input: AdminProductInput) {
  return {
    name: input.name,
    pricePesewas: toPesewas(input.price),
    images: input.image,
    category: input.category,
    subcategory: input.subcategory,
    brand: input.brand,
    soundSystem: input.soundSystem,
    description: input.description,
    info: input.info,
    reviews: input.reviews,
    topSelling: input.TopSellingProduct,
    collection: input.collection,
    stock: input.stock,
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
  return { products: rows.map(toAdminProduct), total: totals[0]?.total ?? 0, page, limit };
}

/** Any product, archived ones too: staff edit and restore them. */
export async function findAnyProduct(db: Executor, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

export async function createProduct(db: Executor, input: AdminProductInput): Promise<ProductRow> {
  const [row] = await db.insert(products).values(columnsOf(input)).returning();
  return row!;
}

async function updateProductColumns(
  db: Executor,
  id: number,
  columns: Partial<typeof products.$inferInsert>,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row;
}

export const updateProduct = (db: Executor, id: number, input: AdminProductInput) =>
  updateProductColumns(db, id, columnsOf(input));

export const updateProductFlags = (db: Executor, id: number, flags: ProductFlagsBody) =>
  updateProductColumns(db, id, {
    ...(flags.TopSellingProduct === undefined ? {} : { topSelling: flags.TopSellingProduct }),
    ...(flags.collection === undefined ? {} : { collection: flags.collection }),
  });

export const updateProductStock = (db: Executor, id: number, stock: number) =>
  updateProductColumns(db, id, { stock });

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

/** Live products with fewer than `threshold` units, fewest first, for the dashboard. */
export async function listLowStockProducts(db: Executor, threshold: number, limit: number) {
  const rows = await db
    .select({ id: products.id, name: products.name, stock: products.stock, images: products.images })
    .from(products)
    .where(and(isNull(products.archivedAt), lt(products.stock, threshold)))
    .orderBy(asc(products.stock), asc(products.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, name: row.name, stock: row.stock, image: row.images[0] ?? null }));
}

/** Every product, archived ones too, in id order: the catalogue export. */
export async function listEveryProduct(db: Executor): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.id));
}

/** These products, archived ones too, by id (the import compares its rows with them). */
export async function findAnyProductsByIds(db: Executor, ids: number[]): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
