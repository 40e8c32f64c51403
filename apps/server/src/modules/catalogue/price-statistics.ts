import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/query-helpers';
import { readAtMostOnceAMinute } from './read-a-minute';

/*
 * How many variants a price range holds, from ANALYZE's statistics of the variants' price now
 * (pg_stats), read once a minute: the list's price range chooses with it between looking its
 * variants up by price and checking products row by row (product-repository.ts). Counting
 * them cost a statement of its own, 2 to 4 ms on PGlite at 300,000 variants, on every request.
 */

export interface PriceStatistics {
  /** The most common prices and the share of variants at each. */
  common: { price: number; share: number }[];
  /** Bounds of equally full buckets of the other prices, lowest first. */
  bounds: number[];
  /** The variants when ANALYZE last counted them. */
  variants: number;
}

const numbers = (value: unknown): number[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.replace(/[{}]/g, '').split(',') : [])
    .filter((item) => item !== '')
    .map(Number);

/** Undefined before ANALYZE has seen the variants (a new shop): the range is then counted. */
export const priceStatistics = readAtMostOnceAMinute(
  (db: Executor): Promise<PriceStatistics | undefined> =>
    db
      .execute(
        sql`
      select most_common_vals::text as common, most_common_freqs as shares, histogram_bounds::text as bounds,
        (select reltuples from pg_class where oid = 'product_variants'::regclass) as variants
      from pg_stats
      where schemaname = current_schema() and tablename = 'product_variants' and attname = 'price_now_pesewas'`,
      )
      .then((result) => {
        const row = rowsOf<{ common: unknown; shares: unknown; bounds: unknown; variants: unknown }>(
          result,
        )[0];
        const variants = Number(row?.variants ?? 0);
        if (!row || !(variants > 0)) return undefined;
        const prices = numbers(row.common);
        const shares = numbers(row.shares);
        return {
          common: prices.map((price, index) => ({ price, share: shares[index] ?? 0 })),
          bounds: numbers(row.bounds),
          variants,
        };
      }),
);

/** The variants priced from `min` to `max` by the statistics, as the planner would reckon them. */
export function estimatedVariantsWithin(statistics: PriceStatistics, min: number, max: number): number {
  const inRange = (price: number) => price >= min && price <= max;
  const commonShare = statistics.common.reduce((sum, { share }) => sum + share, 0);
  let share = statistics.common.reduce((sum, { price, share }) => sum + (inRange(price) ? share : 0), 0);
  const { bounds } = statistics;
  const buckets = bounds.length - 1;
  if (buckets > 0) {
    let covered = 0;
    for (let bucket = 0; bucket < buckets; bucket++) {
      const low = bounds[bucket]!;
      const high = bounds[bucket + 1]!;
      const overlap = Math.min(max, high) - Math.max(min, low);
      if (high === low) covered += inRange(low) ? 1 : 0;
      else if (overlap > 0) covered += overlap / (high - low);
    }
    share += (1 - commonShare) * (covered / buckets);
  }
  return Math.round(share * statistics.variants);
}
