import {
  type AdminProduct,
  type AdminProductInput,
  type AdminProductListQuery,
  type ProductFlagsBody,
  toPesewas,
} from '@shop/shared';
import { and, asc, count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { cartItems, orderItems, products } from '../../db/schema';
import { type ProductRow, toProduct } from '../catalog';
import { containsPattern, isoOrNull, pagingOf } from './paging';

export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    ...toProduct(row),
    archived: row.archivedAt !== null,
    archivedAt: isoOrNull(row.archivedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

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
 * Deletes a product, or archives it when an order refers to it, so the order keeps its
 * product link. The row is locked first: an order being placed for it at the same moment
 * either finishes before (and the product is archived) or waits and finds it gone.
 * Checkout locks the shopper's cart lines and then the product; the delete's cascade to
 * cart lines needs those same locks, so they are taken first here too, in the same order,
 * or a checkout and a delete of one product would deadlock.
 */
export async function deleteOrArchiveProduct(
  db: Db,
  id: number,
): Promise<'deleted' | 'archived' | 'missing'> {
  return db.transaction(async (transaction) => {
    await transaction
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(eq(cartItems.productId, id))
      .orderBy(asc(cartItems.id))
      .for('update');
    const [row] = await transaction
      .select({ id: products.id, archivedAt: products.archivedAt })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!row) return 'missing';
    const [ordered] = await transaction
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.productId, id))
      .limit(1);
    if (ordered) {
      if (!row.archivedAt) {
        await transaction
          .update(products)
          .set({ archivedAt: new Date(), updatedAt: new Date() })
          .where(eq(products.id, id));
      }
      return 'archived';
    }
    await transaction.delete(products).where(eq(products.id, id));
    return 'deleted';
  });
}
