import { asc, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema';
import type { ProductRow } from './product-mapper';
import { isCorrectable, searchWords } from './search-words';

/*
 * The shop's one search (decision 0030): the header's live search and /api/product/list?q=
 * both come here. A product matches when each typed word is in its name, brand, category or
 * subcategory (`search_text`, migration 0014), or when a misspelt word's correction starts one
 * of its words ("samsng" finds Samsung). Ranked:
 *   0  the name is exactly what was typed
 *   1  each word starts a word of the product ("iphone 15" in "Apple iPhone 15 128GB")
 *   2  each word is inside one ("top" in "laptop")
 *   3  a word needed its correction ("galxy" for "Galaxy")
 * then by id. Each rank is its own LIMITed query, which the planner answers from the trigram
 * index for a rare word or by walking ids for a common one, so neither "samsng" nor "pro" (a
 * sixth of 100,000 products) reads every match. Product variants (issue 27) add their values
 * to `search_text`, and this file stays the one place a search is built.
 */

/** Vocabulary words similar enough to a typed one to be tried in its place (pg_trgm's `%`, 0.3). */
const CORRECTIONS_PER_WORD = 3;
/** "Did you mean" looks further than a correction does. */
const SUGGESTION_SIMILARITY = 0.2;
const SUGGESTIONS_MAX = 3;

const searchText = sql.raw('search_text');

/** Rows of a raw query, on either driver. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

function textArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** For each correctable word, the vocabulary words most like it (product_words, migration 0014). */
async function correctionsOf(db: Executor, words: string[]): Promise<Map<string, string[]>> {
  const typed = words.filter(isCorrectable);
  const corrections = new Map<string, string[]>();
  if (typed.length === 0) return corrections;
  const rows = rowsOf<{ typed: string; word: string }>(
    await db.execute(sql`
      select typed.word as typed, near.word
      from unnest(${textArray(typed)}) as typed(word)
      cross join lateral (
        select word from product_words
        where word % typed.word and word <> typed.word
        order by similarity(word, typed.word) desc, word
        limit ${CORRECTIONS_PER_WORD}
      ) as near`),
  );
  for (const row of rows) corrections.set(row.typed, [...(corrections.get(row.typed) ?? []), row.word]);
  return corrections;
}

/** A LIKE pattern: search words hold letters and digits only, so nothing needs escaping. */
const startsAWord = (word: string) => sql`${searchText} like ${`% ${word}%`}`;
const insideAWord = (word: string) => sql`${searchText} like ${`%${word}%`}`;

interface SearchConditions {
  exact: SQL;
  prefix: SQL;
  inside: SQL;
  /** Undefined when no word has a correction: rank 3 would be rank 2 again. */
  corrected: SQL | undefined;
  /** What every match meets: the widest rank's condition. */
  any: SQL;
}

function conditionsFor(query: string, words: string[], corrections: Map<string, string[]>): SearchConditions {
  const all = (parts: SQL[]) => sql.join(parts, sql` and `);
  const inside = all(words.map(insideAWord));
  const corrected =
    corrections.size === 0
      ? undefined
      : all(
          words.map((word) => {
            const near = corrections.get(word) ?? [];
            return sql`(${sql.join([insideAWord(word), ...near.map(startsAWord)], sql` or `)})`;
          }),
        );
  return {
    exact: sql`lower(${products.name}) = ${query.trim().toLowerCase()}`,
    prefix: all(words.map(startsAWord)),
    inside,
    corrected,
    any: corrected ?? inside,
  };
}

/** The planner's estimate of the matches: counting a sixth of 100,000 rows costs what a page should. */
async function estimatedMatches(db: Executor, where: SQL): Promise<number> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`explain (format json) select 1 from ${products} where ${where}`),
  );
  const plan = Object.values(rows[0] ?? {})[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
}

export interface SearchPage {
  rows: ProductRow[];
  total: number;
  /** Present, true, when the total is the planner's estimate. */
  totalEstimated?: true;
  suggestions?: string[];
}

interface SearchRequest {
  q: string;
  /** The list's other conditions (live, filters), met by every match. */
  narrowing: SQL | undefined;
  sort: 'price_asc' | 'price_desc' | undefined;
  offset: number;
  limit: number;
}

/** The ids of one page, best first, and whether more follow it. */
async function rankedIds(
  db: Executor,
  request: SearchRequest,
  conditions: SearchConditions,
): Promise<{ ids: number[]; more: boolean; found: number }> {
  const { narrowing, offset, limit } = request;
  const reach = offset + limit + 1;
  const where = (condition: SQL) => (narrowing ? sql`${narrowing} and ${condition}` : condition);
  if (request.sort) {
    // A chosen order replaces the ranks: every match, by price.
    const direction = request.sort === 'price_asc' ? asc : desc;
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(where(conditions.any))
      .orderBy(direction(products.pricePesewas), asc(products.id))
      .limit(limit + 1)
      .offset(offset);
    return {
      ids: rows.slice(0, limit).map((row) => row.id),
      more: rows.length > limit,
      found: offset + rows.length,
    };
  }
  const ranks: [number, SQL][] = [
    [0, conditions.exact],
    [1, conditions.prefix],
    [2, conditions.inside],
  ];
  if (conditions.corrected) ranks.push([3, conditions.corrected]);
  // The first `reach` of each rank by id hold the first `reach` of all ranks in (rank, id) order.
  const parts = ranks.map(
    ([rank, condition]) =>
      sql`(select ${products.id} as id, ${rank}::integer as rank from ${products} where ${where(condition)} order by ${products.id} limit ${reach})`,
  );
  const rows = rowsOf<{ id: number; rank: number; widest: number }>(
    await db.execute(sql`
      select id, min(rank) as rank, count(*) filter (where rank = ${ranks.at(-1)![0]}) as widest
      from (${sql.join(parts, sql` union all `)}) as ranked
      group by id
      order by min(rank), id`),
  );
  const ordered = rows.map((row) => Number(row.id));
  // The widest rank holds every match; fewer than it could hold means all of them are here.
  const widest = rows.filter((row) => Number(row.widest) > 0).length;
  return {
    ids: ordered.slice(offset, offset + limit),
    more: widest >= reach || ordered.length > offset + limit,
    found: ordered.length,
  };
}

/** One page of a search, ranked, with its total: exact when the page reaches the last match. */
export async function searchProductsPage(db: Executor, request: SearchRequest): Promise<SearchPage> {
  const words = searchWords(request.q);
  if (words.length === 0) return { rows: [], total: 0 };
  const corrections = await correctionsOf(db, words);
  const conditions = conditionsFor(request.q, words, corrections);
  const { ids, more, found } = await rankedIds(db, request, conditions);
  const rows = ids.length
    ? await db.select().from(products).where(inArray(products.id, ids))
    : ([] as ProductRow[]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const page = ids.map((id) => byId.get(id)).filter((row): row is ProductRow => row !== undefined);
  if (!more) {
    const total = Math.max(found, request.offset + page.length);
    if (total > 0 || request.offset > 0) return { rows: page, total };
    return { rows: [], total: 0, suggestions: await suggestionsFor(db, words) };
  }
  const narrowed = request.narrowing ? sql`${request.narrowing} and ${conditions.any}` : conditions.any;
  const estimate = await estimatedMatches(db, narrowed);
  return {
    rows: page,
    total: Math.max(estimate, request.offset + request.limit + 1),
    totalEstimated: true,
  };
}

/**
 * What a search that found nothing offers instead: for one word, the product words most like
 * it ("samsnug": Samsung); for several, the search with each word replaced by its closest,
 * when that changes it.
 */
async function suggestionsFor(db: Executor, words: string[]): Promise<string[]> {
  const typed = words.filter(isCorrectable);
  if (typed.length === 0) return [];
  const rows = rowsOf<{ typed: string; shown: string }>(
    await db.execute(sql`
      select typed.word as typed, near.shown
      from unnest(${textArray(typed)}) as typed(word)
      cross join lateral (
        select shown from product_words
        where similarity(word, typed.word) >= ${SUGGESTION_SIMILARITY} and word <> typed.word
        order by similarity(word, typed.word) desc, word
        limit ${SUGGESTIONS_MAX}
      ) as near`),
  );
  if (words.length === 1) return rows.map((row) => row.shown);
  const best = new Map<string, string>();
  for (const row of rows) if (!best.has(row.typed)) best.set(row.typed, row.shown);
  if (best.size === 0) return [];
  return [words.map((word) => best.get(word) ?? word).join(' ')];
}
