import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/query-helpers';
import { readAtMostOnceAMinute } from './read-a-minute';

/*
 * How each rank of a search (product-search.ts) is written so the planner reads few rows: which
 * words the trigram index looks up, which are checked on the rows found, and where a dense
 * rank's walk by id may stop.
 */

const searchText = sql.raw('search_text');

/**
 * One typed word's ways to match: text any of which `search_text` must hold. A leading space
 * means "starts a word". Search words hold letters and digits only, so no LIKE escaping.
 */
export type WordMatch = string[];

export interface Rank {
  rank: number;
  words: WordMatch[];
}

export interface StatisticsSample {
  /** `search_text` of the rows ANALYZE sampled. */
  texts: string[];
  /** The live products when it was read (live_product_count), to scale a share of the sample. */
  live: number;
  /** Live products up to the end of each block of 1,000 ids (live_product_blocks), in id order. */
  blocks: { block: number; upto: number }[];
}

/**
 * The rows ANALYZE sampled of `search_text` (pg_stats): about a thousand products, enough to
 * tell a word most products have ("model", "pro") from a rare one. Empty before the first
 * ANALYZE (a small shop), and then every word counts as rare. Read at most once a minute.
 */
export const statisticsSample = readAtMostOnceAMinute(
  (db: Executor): Promise<StatisticsSample> =>
    db
      .execute(
        sql`
      select
        (select coalesce(most_common_vals::text::text[], '{}') || coalesce(histogram_bounds::text::text[], '{}')
          from pg_stats
          where schemaname = current_schema() and tablename = 'products' and attname = 'search_text') as texts,
        (select live from live_product_count) as live,
        (select coalesce(json_agg(json_build_array(block, upto) order by block), '[]'::json) from (
          select block, sum(live) over (order by block) as upto from live_product_blocks
        ) as blocks) as blocks`,
      )
      .then((result) => {
        const row = rowsOf<{ texts: unknown; live: number | string | null; blocks: unknown }>(result)[0];
        const blocks = (typeof row?.blocks === 'string' ? JSON.parse(row.blocks) : (row?.blocks ?? [])) as [
          number,
          number,
        ][];
        return {
          texts: Array.isArray(row?.texts) ? (row.texts as string[]) : [],
          live: Number(row?.live ?? 0),
          blocks: blocks.map(([block, upto]) => ({ block: Number(block), upto: Number(upto) })),
        };
      }),
);

/** Fewer sampled rows than this and the sample says nothing. */
const SAMPLE_MIN = 30;
/** A word in more products than this is checked row by row, not looked up in the trigram index. */
const COMMON_WORD = 0.01;
/** A rank this dense finds its page within a few thousand rows walked in id order. */
export const DENSE_RANK = 0.01;

const share = (sample: string[], test: (text: string) => boolean) =>
  sample.filter(test).length / sample.length;
const holds = (text: string, match: WordMatch) => match.some((needle) => text.includes(needle));

/**
 * How many live products hold every word, by the sample: the planner's own estimate of a LIKE
 * is this share of its histogram, so it is asked without a statement. Among the products of a
 * branch (`among`, its count), as the planner would reckon them too: the same share. Undefined
 * when the sample is too small to say.
 */
export function sampledMatches(
  sample: StatisticsSample,
  words: WordMatch[],
  among = sample.live,
): number | undefined {
  if (sample.texts.length < SAMPLE_MIN) return undefined;
  return Math.round(share(sample.texts, (text) => words.every((match) => holds(text, match))) * among);
}

/**
 * A rank's SQL, shaped so the planner reads few rows. The trigram index costs as much as the
 * rows that share the word's trigrams, so in a narrow rank a common word ("model" in "model
 * 1234") is checked on the rows the rare ones found. A dense rank ("pro", a sixth of the
 * products) walks ids and stops at its page: its `density` says how far (idBound). A rank the
 * sample never meets, made only of common words, is left out: it would walk every id to find
 * next to nothing, and what it holds the next, wider rank holds too (only its order within
 * them is lost). The widest rank is never left out.
 */
export function rankCondition(
  rank: Rank,
  sample: string[],
  widest: boolean,
): { condition: SQL; density: number } | undefined {
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
  // A dense rank keeps its words in the index's reach: with the bound of its walk (idBound)
  // the planner reads only the ids below it, from whichever index is cheaper.
  if (density >= DENSE_RANK) indexed = indexed.map(() => true);
  const condition = sql.join(
    rank.words.map((match, index) => wordSql(match, indexed[index]!)),
    sql` and `,
  );
  return { condition, density: density >= DENSE_RANK ? density : 0 };
}

/** A walk by id reads this many times the live products the sample's density says it needs. */
const WALK_MARGIN = 3;

/**
 * The id below which a walk by id should meet `reach` matches of a rank this dense: the planner
 * counts the words of a rank as if independent ("lap" and "top" are one word "laptop"), guesses
 * a hundred matches where there are thousands, and reads them all from the trigram index. The
 * live products per block of ids (live_product_blocks, migration 0014), read with the sample,
 * say where the walk ends: a minute old at most, and a walk that meets too few goes on unbounded
 * (product-search.ts), so an old figure costs rows read, never a match.
 * Undefined when the whole list is shorter than that.
 */
export function idBound(sample: StatisticsSample, reach: number, density: number): number | undefined {
  const products = Math.ceil((reach / density) * WALK_MARGIN);
  const end = sample.blocks.find((block) => block.upto >= products);
  return end ? (end.block + 1) * 1000 : undefined;
}
