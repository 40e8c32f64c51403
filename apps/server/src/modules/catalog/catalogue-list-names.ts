import { CATALOGUE_LIST_MESSAGES, type CatalogueListKind } from '@shop/shared';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { badRequest } from '../../plugins/errors';
import { caseless, TABLES } from './catalogue-list-repository';

/*
 * Names of products and of the storefront's filters, checked against the lists staff edit
 * (decision 0053) instead of lists written in the code.
 */

/**
 * A product's three names in their lists' spelling ("samsung" is saved as "Samsung"); a name
 * a list lacks is refused (400). The rows are locked against a rename or delete until the
 * caller's transaction ends, so the product is saved with names that still exist.
 */
export async function productNamesOf<T extends { category: string; subcategory: string; brand: string }>(
  db: Executor,
  product: T,
): Promise<T> {
  const named = { ...product };
  for (const kind of ['category', 'subcategory', 'brand'] as const) {
    const table = TABLES[kind];
    const [row] = await db
      .select({ name: table.name })
      .from(table)
      .where(caseless(table, product[kind]))
      .for('key share');
    if (!row) throw badRequest(CATALOGUE_LIST_MESSAGES.unknown(kind, product[kind]));
    named[kind] = row.name;
  }
  return named;
}

/** Every name of the three lists, by its small-letter form, for an import's many rows. */
export async function listNamesByCaseless(
  db: Executor,
): Promise<Record<CatalogueListKind, Map<string, string>>> {
  const namesOf = async (kind: CatalogueListKind) => {
    const rows = await db.select({ name: TABLES[kind].name }).from(TABLES[kind]);
    return new Map(rows.map((row) => [row.name.toLowerCase(), row.name]));
  };
  const [brand, category, subcategory] = await Promise.all([
    namesOf('brand'),
    namesOf('category'),
    namesOf('subcategory'),
  ]);
  return { brand, category, subcategory };
}

/**
 * The first filter value of the storefront's list call that its list lacks, or none. Names
 * are matched exactly, as products hold them.
 */
export async function unknownFilterValue(
  db: Executor,
  filters: { category?: string[]; subcategory?: string[]; brand?: string[] },
): Promise<{ parameter: CatalogueListKind; value: string } | undefined> {
  for (const kind of ['category', 'subcategory', 'brand'] as const) {
    const values = filters[kind];
    if (!values || values.length === 0) continue;
    const table = TABLES[kind];
    const rows = await db.select({ name: table.name }).from(table).where(inArray(table.name, values));
    const known = new Set(rows.map((row) => row.name));
    const value = values.find((candidate) => !known.has(candidate));
    if (value !== undefined) return { parameter: kind, value };
  }
  return undefined;
}
