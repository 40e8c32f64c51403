import { CATALOGUE_LIST_MESSAGES, type CatalogueListKind } from '@shop/shared';
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
  { lock = false }: { lock?: boolean } = {},
): Promise<Record<CatalogueListKind, Map<string, string>>> {
  const namesOf = async (kind: CatalogueListKind) => {
    const query = db.select({ name: TABLES[kind].name }).from(TABLES[kind]);
    // Share-locked inside an import's write transaction, so no name it checked goes before it commits.
    const rows = await (lock ? query.for('key share') : query);
    return new Map(rows.map((row) => [row.name.toLowerCase(), row.name]));
  };
  const [brand, category, subcategory] = await Promise.all([
    namesOf('brand'),
    namesOf('category'),
    namesOf('subcategory'),
  ]);
  return { brand, category, subcategory };
}
