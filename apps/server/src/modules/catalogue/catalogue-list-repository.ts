import {
  type AdminCatalogueLists,
  CATALOGUE_LIST_MESSAGES,
  type CatalogueListKind,
  type CatalogueLists,
  type SubcategoryEntry,
} from '@shop/shared';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/query-helpers';
import { brands, categories, products, subcategories, subcategoryCategories } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../plugins/errors';

/**
 * The lists staff edit (decision 0053). Products hold the names; each product column is a
 * foreign key to its list's name with ON UPDATE CASCADE (migration 0022), so a rename here
 * is one statement that reaches every product, and a delete of a name in use is refused.
 */
export const TABLES = { brand: brands, category: categories, subcategory: subcategories } as const;
const PRODUCT_COLUMNS = {
  brand: products.brand,
  category: products.category,
  subcategory: products.subcategory,
} as const;

type ListTable = (typeof TABLES)[CatalogueListKind];

export const caseless = (table: ListTable, name: string) => sql`lower(${table.name}) = lower(${name})`;

/** The storefront's lists, in the order staff added them (the migration's order first). */
export async function readCatalogueLists(db: Executor): Promise<CatalogueLists> {
  const [categoryRows, subcategoryRows, brandRows, links] = await Promise.all([
    db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.id)),
    db
      .select({ id: subcategories.id, name: subcategories.name })
      .from(subcategories)
      .orderBy(asc(subcategories.id)),
    db.select({ name: brands.name }).from(brands).orderBy(asc(brands.id)),
    db.select().from(subcategoryCategories),
  ]);
  const subcategoryName = new Map(subcategoryRows.map((row) => [row.id, row.name]));
  return {
    categories: categoryRows.map((category) => ({
      name: category.name,
      subcategories: links
        .filter((link) => link.categoryId === category.id)
        .map((link) => link.subcategoryId)
        .sort((a, b) => a - b)
        .map((id) => subcategoryName.get(id)!),
    })),
    subcategories: subcategoryRows.map((row) => row.name),
    brands: brandRows.map((row) => row.name),
  };
}

async function productCounts(db: Executor, kind: CatalogueListKind): Promise<Map<string, number>> {
  const column = PRODUCT_COLUMNS[kind];
  const rows = await db.select({ name: column, products: count() }).from(products).groupBy(column);
  return new Map(rows.map((row) => [row.name, row.products]));
}

/** The lists as staff edit them: with how many products (archived ones too) use each entry. */
export async function readAdminCatalogueLists(db: Executor): Promise<Omit<AdminCatalogueLists, 'success'>> {
  const entriesOf = async (kind: CatalogueListKind) => {
    const table = TABLES[kind];
    const [rows, counts] = await Promise.all([
      db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.id)),
      productCounts(db, kind),
    ]);
    return rows.map((row) => ({ ...row, products: counts.get(row.name) ?? 0 }));
  };
  const [brandEntries, categoryEntries, subcategoryEntries, links] = await Promise.all([
    entriesOf('brand'),
    entriesOf('category'),
    entriesOf('subcategory'),
    db.select().from(subcategoryCategories),
  ]);
  const categoryName = new Map(categoryEntries.map((entry) => [entry.id, entry.name]));
  const categoryOrder = new Map(categoryEntries.map((entry, index) => [entry.name, index]));
  return {
    brands: brandEntries,
    categories: categoryEntries,
    subcategories: subcategoryEntries.map((entry) => ({
      ...entry,
      categories: links
        .filter((link) => link.subcategoryId === entry.id)
        .map((link) => categoryName.get(link.categoryId)!)
        .sort((a, b) => categoryOrder.get(a)! - categoryOrder.get(b)!),
    })),
  };
}

/** The categories named, in their list's spelling; a name the list lacks is refused (400). */
async function categoryIdsOf(
  db: Executor,
  names: readonly string[],
): Promise<{ id: number; name: string }[]> {
  const wanted = [...new Set(names.map((name) => name.toLowerCase()))];
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(sql`lower(${categories.name})`, wanted))
    .for('key share');
  const found = new Set(rows.map((row) => row.name.toLowerCase()));
  const missing = names.filter((name) => !found.has(name.toLowerCase()));
  if (missing.length > 0) throw badRequest(CATALOGUE_LIST_MESSAGES.unknownCategories(missing));
  return rows.sort((a, b) => a.id - b.id);
}

async function refuseTakenName(db: Executor, kind: CatalogueListKind, name: string, exceptId?: number) {
  const table = TABLES[kind];
  const [taken] = await db
    .select({ name: table.name })
    .from(table)
    .where(
      exceptId === undefined ? caseless(table, name) : and(caseless(table, name), ne(table.id, exceptId)),
    )
    .limit(1);
  if (taken) throw conflict(CATALOGUE_LIST_MESSAGES.taken(kind, taken.name));
}

async function linkCategories(db: Executor, subcategoryId: number, categoryNames: readonly string[]) {
  const linked = await categoryIdsOf(db, categoryNames);
  await db.delete(subcategoryCategories).where(eq(subcategoryCategories.subcategoryId, subcategoryId));
  await db
    .insert(subcategoryCategories)
    .values(linked.map((category) => ({ subcategoryId, categoryId: category.id })));
  return linked.map((category) => category.name);
}

/** Two staff adding "Vivo" at once: the caseless unique index refuses the second. */
async function nameSafely<T>(kind: CatalogueListKind, name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CATALOGUE_LIST_MESSAGES.taken(kind, name));
    throw error;
  }
}

export type ListEntry = Omit<SubcategoryEntry, 'categories'> & { categories?: string[] };

/** A new entry; a subcategory comes with the categories it sits under. */
export function createListEntry(
  db: Db,
  kind: CatalogueListKind,
  name: string,
  categoryNames: readonly string[] = [],
): Promise<ListEntry> {
  const table = TABLES[kind];
  return nameSafely(kind, name, () =>
    db.transaction(async (transaction) => {
      await refuseTakenName(transaction, kind, name);
      const [row] = await transaction
        .insert(table)
        .values({ name })
        .returning({ id: table.id, name: table.name });
      const entry: ListEntry = { id: row!.id, name: row!.name, products: 0 };
      if (kind === 'subcategory')
        entry.categories = await linkCategories(transaction, row!.id, categoryNames);
      return entry;
    }),
  );
}

/**
 * Renames an entry, and every product that uses it with it (the foreign key's cascade, in
 * the same statement); a subcategory's categories are set whole.
 */
export function updateListEntry(
  db: Db,
  kind: CatalogueListKind,
  id: number,
  name: string,
  categoryNames: readonly string[] = [],
): Promise<{ entry: ListEntry; renamed: boolean }> {
  const table = TABLES[kind];
  return nameSafely(kind, name, () =>
    db.transaction(async (transaction) => {
      const [current] = await transaction.select().from(table).where(eq(table.id, id)).for('update');
      if (!current) throw notFound(CATALOGUE_LIST_MESSAGES.notFound(kind));
      await refuseTakenName(transaction, kind, name, id);
      if (current.name !== name) await transaction.update(table).set({ name }).where(eq(table.id, id));
      const [used] = await transaction
        .select({ products: count() })
        .from(products)
        .where(eq(PRODUCT_COLUMNS[kind], name));
      const entry: ListEntry = { id, name, products: used?.products ?? 0 };
      if (kind === 'subcategory') entry.categories = await linkCategories(transaction, id, categoryNames);
      return { entry, renamed: current.name !== name };
    }),
  );
}

/** Deletes an entry no product uses; one in use is refused (409) with how many use it. */
export function deleteListEntry(db: Db, kind: CatalogueListKind, id: number): Promise<string> {
  const table = TABLES[kind];
  return db.transaction(async (transaction) => {
    // The row lock waits for a product being saved with this name at the same moment, so the count sees it.
    const [current] = await transaction.select().from(table).where(eq(table.id, id)).for('update');
    if (!current) throw notFound(CATALOGUE_LIST_MESSAGES.notFound(kind));
    const [used] = await transaction
      .select({ products: count() })
      .from(products)
      .where(eq(PRODUCT_COLUMNS[kind], current.name));
    const inUse = used?.products ?? 0;
    if (inUse > 0) throw conflict(CATALOGUE_LIST_MESSAGES.inUse(kind, current.name, inUse));
    await transaction.delete(table).where(eq(table.id, id));
    return current.name;
  });
}
