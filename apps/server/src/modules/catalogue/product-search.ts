import { asc, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { arrayOf, rowsOf } from '../../db/query-helpers';
import { products } from '../../db/schema';
import type { CatalogueProduct } from './product-mapper';
import {
  DENSE_RANK,
  idBound,
  type Rank,
  rankCondition,
  sampledMatches,
  statisticsSample,
} from './search-ranks';
import { isCorrectable, searchWords } from './search-words';
import { catalogueProductColumns } from './variant-repository';

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
 * sixth of 100,000 products) reads every match. Product variants (decision 0036) add their values
 * to `search_text`, and this file stays the one place a search is built.
 */

/** Vocabulary words similar enough to a typed one to be tried in its place (pg_trgm's `%`, 0.3). */
const CORRECTIONS_PER_WORD = 3;
/** "Did you mean" looks further than a correction does. */
const SUGGESTION_SIMILARITY = 0.2;
const SUGGESTIONS_MAX = 3;

const searchText = sql.raw('search_text');

/** For each correctable word, the vocabulary words most like it (product_words, migration 0014). */
async function correctionsOf(db: Executor, words: string[]): Promise<Map<string, string[]>> {
  const typed = words.filter(isCorrectable);
  const corrections = new Map<string, string[]>();
  if (typed.length === 0) return corrections;
  const rows = rowsOf<{ typed: string; word: string }>(
    await db.execute(sql`
      select typed.word as typed, near.word
      from unnest(${arrayOf(typed, 'text')}) as typed(word)
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

const withNarrowing = (request: SearchRequest, condition: SQL) =>
  request.narrowing ? sql`${request.narrowing} and ${condition}` : condition;

/** The planner's estimate of the matches: counting a sixth of 100,000 rows costs what a page should. */
export async function estimatedMatches(db: Executor, where: SQL): Promise<number> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`explain (format json) select 1 from ${products} where ${where}`),
  );
  const plan = Object.values(rows[0] ?? {})[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
}

export interface SearchPage {
  /** Whole products (options and variants too): the page's ids are read in one statement. */
  rows: CatalogueProduct[];
  total: number;
  /** Present, true, when the total is the planner's estimate. */
  totalEstimated?: true;
  suggestions?: string[];
}

interface SearchRequest {
  q: string;
  /** The list's other conditions (live, filters), met by every match. */
  narrowing: SQL | undefined;
  /** True when filters narrow the list beyond the live products. */
  narrowed: boolean;
  /** When the one filter is a branch (`branch=<id>`): the live products it holds. */
  heldAtBranchAlone?: number;
  sort: 'price_asc' | 'price_desc' | 'rating' | undefined;
  offset: number;
  limit: number;
}

/** The ids of one page, best first, and whether more follow it. */
async function rankedIds(
  db: Executor,
  request: SearchRequest,
  conditions: SearchConditions,
): Promise<{ ids: number[]; more: boolean; found: number }> {
  const { offset, limit } = request;
  const reach = offset + limit + 1;
  const where = (condition: SQL) => withNarrowing(request, condition);
  if (request.sort) {
    // A chosen order replaces the ranks: every match, by the price now (decision 0062) or the
    // best rating (decision 0064).
    const order =
      request.sort === 'rating'
        ? [sql`${products.ratingTenths} desc nulls last`, desc(products.reviews), asc(products.id)]
        : [(request.sort === 'price_asc' ? asc : desc)(products.pricePesewasNow), asc(products.id)];
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(where(anyMatch(conditions)))
      .orderBy(...order)
      .limit(limit + 1)
      .offset(offset);
    return {
      ids: rows.slice(0, limit).map((row) => row.id),
      more: rows.length > limit,
      found: offset + rows.length,
    };
  }
  const sample = await statisticsSample(db);
  const ranks: { rank: number; condition: SQL; density: number }[] = [
    { rank: 0, condition: conditions.exact, density: 0 },
  ];
  for (const rank of conditions.ranks) {
    const shaped = rankCondition(rank, sample.texts, rank === conditions.ranks.at(-1));
    if (shaped) ranks.push({ rank: rank.rank, ...shaped });
  }
  const widestRank = conditions.ranks.at(-1)!.rank;
  const densities = ranks.map((rank) => rank.density).filter((density) => density > 0);
  // Filters thin the matches out beyond what the sample says: their walk is left to the planner.
  // But at a branch alone whose products the planner, counting the branch and the words as
  // independent, expects to hold the words too thinly to walk to (it then reads every match
  // at the branch), the walk is tried bounded first, as if the branch's products held the words
  // as densely as all do: they often share a brand or a line (a brand's own shop), and there
  // the bounded walk read 75 rows (0.8 ms on PostgreSQL) where the planner read 4,000 (12 ms).
  // A branch whose products hold them no more densely meets too few below the bound: the walk
  // goes on unbounded, as it would have, after a first try that read little.
  const densest = Math.min(...densities);
  const branchShare =
    request.heldAtBranchAlone !== undefined && sample.live > 0
      ? request.heldAtBranchAlone / sample.live
      : undefined;
  const walkFirst = !request.narrowed || (branchShare !== undefined && densest * branchShare < DENSE_RANK);
  const bound = densities.length > 0 && walkFirst ? idBound(sample, reach, densest) : undefined;
  // The first `reach` of each rank by id hold the first `reach` of all ranks in (rank, id) order.
  const ranked = async (bounded: boolean) => {
    const parts = ranks.map(({ rank, condition, density }) => {
      const walk = bounded && density > 0 ? sql`${condition} and ${products.id} < ${bound}` : condition;
      return sql`(select ${products.id} as id, ${rank}::integer as rank from ${products} where ${where(walk)} order by ${products.id} limit ${reach})`;
    });
    return rowsOf<{ id: number | string; rank: number | string }>(
      await db.execute(sql.join(parts, sql` union all `)),
    ).map((row) => ({ id: Number(row.id), rank: Number(row.rank) }));
  };
  let rows = await ranked(bound !== undefined);
  // A bounded walk that met fewer than `reach` may have stopped short of some: walk on, unbounded.
  const stoppedShort = ({ rank, density }: (typeof ranks)[number]) =>
    density > 0 && rows.filter((row) => row.rank === rank).length < reach;
  if (bound !== undefined && ranks.some(stoppedShort)) rows = await ranked(false);
  const bestRank = new Map<number, number>();
  for (const { id, rank } of rows) bestRank.set(id, Math.min(bestRank.get(id) ?? rank, rank));
  const ordered = [...bestRank]
    .sort(([firstId, firstRank], [secondId, secondRank]) => firstRank - secondRank || firstId - secondId)
    .map(([id]) => id);
  // The widest rank holds every match; fewer than it could hold means all of them are here.
  const widest = rows.filter((row) => row.rank === widestRank).length;
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
    ? await db.select(catalogueProductColumns).from(products).where(inArray(products.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const page = ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  if (!more) {
    const total = Math.max(found, request.offset + page.length);
    if (total > 0 || request.offset > 0) return { rows: page, total };
    return { rows: [], total: 0, suggestions: await suggestionsFor(db, words) };
  }
  const estimate =
    (!request.narrowed || request.heldAtBranchAlone !== undefined
      ? sampledMatches(await statisticsSample(db), conditions.ranks.at(-1)!.words, request.heldAtBranchAlone)
      : undefined) ?? (await estimatedMatches(db, withNarrowing(request, anyMatch(conditions))));
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
      from unnest(${arrayOf(typed, 'text')}) as typed(word)
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
