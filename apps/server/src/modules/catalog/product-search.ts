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
 *   2  each word is inside one ("top" in "laptop"; a word of one or two characters starts one)
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

/**
 * One typed word's ways to match: text any of which `search_text` must hold. A leading space
 * means "starts a word". Search words hold letters and digits only, so no LIKE escaping.
 */
type WordMatch = string[];

interface Rank {
  rank: number;
  words: WordMatch[];
}

interface SearchConditions {
  exact: SQL;
  /** Word starts, words inside, and (when a word has corrections) corrected, widest last. */
  ranks: Rank[];
}

/**
 * Shorter than a trigram: inside a word, the trigram index cannot find it, and "15" inside
 * other words is in a tenth of the products, so every rank asks for it at a word's start
 * ("iphne 15" finds "iPhone 15" from the index, not by rechecking every iPhone).
 */
const SHORTEST_INSIDE = 3;

function conditionsFor(query: string, words: string[], corrections: Map<string, string[]>): SearchConditions {
  const inside = (word: string) => (word.length < SHORTEST_INSIDE ? ` ${word}` : word);
  const ranks: Rank[] = [
    { rank: 1, words: words.map((word) => [` ${word}`]) },
    { rank: 2, words: words.map((word) => [inside(word)]) },
  ];
  // A needle that holds another one finds nothing more ("% laptop%" for "lap" beside "%lap%").
  const widest = (needles: string[]) =>
    [...new Set(needles)].filter((needle, _, unique) =>
      unique.every((other) => other === needle || !needle.includes(other)),
    );
  const corrected = words.map((word) =>
    widest([inside(word), ...(corrections.get(word) ?? []).map((near) => ` ${near}`)]),
  );
  // Corrections that widen nothing would only read rank 2's rows again ("lap top").
  if (corrected.some((needles, index) => needles.join() !== ranks[1]!.words[index]!.join()))
    ranks.push({ rank: 3, words: corrected });
  return { exact: sql`lower(${products.name}) = ${query.trim().toLowerCase()}`, ranks };
}

/** ANALYZE's sample changes only when ANALYZE runs again: read at most once a minute. */
const SAMPLE_KEPT_MS = 60_000;
const samples = new WeakMap<object, { read: number; sample: Promise<string[]> }>();

/**
 * The rows ANALYZE sampled of `search_text` (pg_stats): about a hundred products, enough to
 * tell a word most products have ("model", "pro") from a rare one. Empty before the first
 * ANALYZE (a small shop), and then every word counts as rare.
 */
function statisticsSample(db: Executor): Promise<string[]> {
  const kept = samples.get(db);
  if (kept && Date.now() - kept.read < SAMPLE_KEPT_MS) return kept.sample;
  const sample = db
    .execute(
      sql`
      select coalesce(most_common_vals::text::text[], '{}') || coalesce(histogram_bounds::text::text[], '{}') as sample
      from pg_stats
      where schemaname = current_schema() and tablename = 'products' and attname = 'search_text'`,
    )
    .then((result) => {
      const value = rowsOf<{ sample: unknown }>(result)[0]?.sample;
      return Array.isArray(value) ? (value as string[]) : [];
    });
  samples.set(db, { read: Date.now(), sample });
  sample.catch(() => samples.delete(db));
  return sample;
}

/** Fewer sampled rows than this and the sample says nothing. */
const SAMPLE_MIN = 30;
/** A word in more products than this is checked row by row, not looked up in the trigram index. */
const COMMON_WORD = 0.01;
/** A rank this dense finds its page within a few thousand rows walked in id order. */
const DENSE_RANK = 0.01;

const share = (sample: string[], test: (text: string) => boolean) =>
  sample.filter(test).length / sample.length;
const holds = (text: string, match: WordMatch) => match.some((needle) => text.includes(needle));

/**
 * A rank's SQL, shaped so the planner reads few rows. The trigram index costs as much as the
 * rows that share the word's trigrams, so in a narrow rank a common word ("model" in "model
 * 1234") is checked on the rows the rare ones found. A dense rank ("pro", a sixth of the
 * products) is left to the planner, which walks ids and stops at its page. A rank the sample never meets, made only of common words, is left
 * out: it would walk every id to find next to nothing, and what it holds the next, wider
 * rank holds too (only its order within them is lost). The widest rank is never left out.
 */
function rankCondition(rank: Rank, sample: string[], widest: boolean): SQL | undefined {
  const like = (needle: string, indexed: boolean) =>
    indexed ? sql`${searchText} like ${`%${needle}%`}` : sql`(${searchText} || '') like ${`%${needle}%`}`;
  const wordSql = (match: WordMatch, indexed: boolean) =>
    sql`(${sql.join(
      match.map((needle) => like(needle, indexed)),
      sql` or `,
    )})`;
  const known = sample.length >= SAMPLE_MIN;
  const density = known ? share(sample, (text) => rank.words.every((match) => holds(text, match))) : 0;
  const common = (match: WordMatch) =>
    known &&
    share(sample, (text) =>
      holds(
        text,
        match.map((needle) => needle.trimStart()),
      ),
    ) >= COMMON_WORD;
  let indexed = rank.words.map((match) => !known || (density < DENSE_RANK && !common(match)));
  if (known && density === 0 && !indexed.some(Boolean)) {
    // The widest rank is the one that holds every match: it stays, from the index.
    if (!widest) return undefined;
    indexed = indexed.map(() => true);
  }
  // A dense rank is left as it is: the planner, which sees the same sample, walks ids and stops
  // at its page; hiding its words from the index would also hide them from its estimates.
  if (density >= DENSE_RANK) indexed = indexed.map(() => true);
  return sql.join(
    rank.words.map((match, index) => wordSql(match, indexed[index]!)),
    sql` and `,
  );
}

/** What every match meets: the widest rank, plainly. */
function anyMatch(conditions: SearchConditions): SQL {
  const widest = conditions.ranks.at(-1)!;
  return sql.join(
    widest.words.map(
      (match) =>
        sql`(${sql.join(
          match.map((needle) => sql`${searchText} like ${`%${needle}%`}`),
          sql` or `,
        )})`,
    ),
    sql` and `,
  );
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
      .where(where(anyMatch(conditions)))
      .orderBy(direction(products.pricePesewas), asc(products.id))
      .limit(limit + 1)
      .offset(offset);
    return {
      ids: rows.slice(0, limit).map((row) => row.id),
      more: rows.length > limit,
      found: offset + rows.length,
    };
  }
  const sample = await statisticsSample(db);
  const ranks: [number, SQL][] = [[0, conditions.exact]];
  for (const rank of conditions.ranks) {
    const condition = rankCondition(rank, sample, rank === conditions.ranks.at(-1));
    if (condition) ranks.push([rank.rank, condition]);
  }
  const widestRank = conditions.ranks.at(-1)!.rank;
  // The first `reach` of each rank by id hold the first `reach` of all ranks in (rank, id) order.
  const parts = ranks.map(
    ([rank, condition]) =>
      sql`(select ${products.id} as id, ${rank}::integer as rank from ${products} where ${where(condition)} order by ${products.id} limit ${reach})`,
  );
  const rows = rowsOf<{ id: number; rank: number; widest: number }>(
    await db.execute(sql`
      select id, min(rank) as rank, count(*) filter (where rank = ${widestRank}) as widest
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
  const any = anyMatch(conditions);
  const narrowed = request.narrowing ? sql`${request.narrowing} and ${any}` : any;
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
