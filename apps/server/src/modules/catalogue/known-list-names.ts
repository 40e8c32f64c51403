import type { CatalogueListKind } from '@shop/shared';
import type { App } from '../../plugins/zod-type-provider';
import { listNamesByCaseless } from './catalogue-list-names';
import { CATALOGUE_LIST_TOPICS } from './catalogue-list-routes';

type KnownNames = Record<CatalogueListKind, ReadonlySet<string>>;

interface Memo {
  stamp: number;
  names: Promise<KnownNames>;
}

const memos = new WeakMap<App, Memo>();

/**
 * The names of the three lists, kept in memory between their changes: a filtered list call
 * that misses the answer cache checks its values here instead of asking the database again
 * (that cost a third of the call on PGlite). The memo is read at the answer cache's stamp of
 * the lists' topics, which every write clears here and on other instances (their tables
 * notify), and is not used while the change channel is down.
 */
export function knownListNames(app: App): Promise<KnownNames> {
  const stamp = app.answerCache.memoStamp(CATALOGUE_LIST_TOPICS);
  const memo = memos.get(app);
  if (stamp !== undefined && memo?.stamp === stamp) return memo.names;
  const names = listNamesByCaseless(app.database.db).then(
    (byCaseless): KnownNames => ({
      brand: new Set(byCaseless.brand.values()),
      category: new Set(byCaseless.category.values()),
      subcategory: new Set(byCaseless.subcategory.values()),
    }),
  );
  if (stamp !== undefined) {
    memos.set(app, { stamp, names });
    // A failed read is asked again next time, not remembered.
    names.catch(() => {
      if (memos.get(app)?.names === names) memos.delete(app);
    });
  }
  return names;
}

/** The first filter value none of its list holds (matched exactly, as products hold names), or none. */
export async function unknownFilterValue(
  app: App,
  filters: { category?: string[]; subcategory?: string[]; brand?: string[] },
): Promise<{ parameter: CatalogueListKind; value: string } | undefined> {
  const asked = (['category', 'subcategory', 'brand'] as const).filter(
    (kind) => (filters[kind]?.length ?? 0) > 0,
  );
  if (asked.length === 0) return undefined;
  const known = await knownListNames(app);
  for (const kind of asked) {
    const value = filters[kind]!.find((candidate) => !known[kind].has(candidate));
    if (value !== undefined) return { parameter: kind, value };
  }
  return undefined;
}
