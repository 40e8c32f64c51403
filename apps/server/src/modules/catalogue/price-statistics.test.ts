import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { rowsOf } from '../../db/query-helpers';
import { estimatedVariantsWithin, priceStatistics } from './price-statistics';

describe('the variants of a price range, by the statistics', () => {
  // 1,000 variants: a tenth at exactly 500 cedis, the rest spread evenly in ten buckets of 100.
  const statistics = {
    common: [{ price: 50_000, share: 0.1 }],
    bounds: [0, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000, 80_000, 90_000, 100_000],
    variants: 1_000,
  };

  it('counts whole buckets, a share of a bucket cut by the range, and the common prices inside', () => {
    expect(estimatedVariantsWithin(statistics, 0, 100_000)).toBe(1_000);
    expect(estimatedVariantsWithin(statistics, 0, 20_000)).toBe(180);
    expect(estimatedVariantsWithin(statistics, 15_000, 20_000)).toBe(45);
    expect(estimatedVariantsWithin(statistics, 49_000, 51_000)).toBe(100 + 18);
    expect(estimatedVariantsWithin(statistics, 200_000, 300_000)).toBe(0);
  });
});

describeEachDatabase('the price statistics of a shop', { seed: true }, (context) => {
  it('estimates a range near the variants it holds, once ANALYZE has seen them', async () => {
    await context.database.db.execute(sql`analyze product_variants`);
    const statistics = await priceStatistics(context.database.db);
    expect(statistics).toBeDefined();
    const [{ low, high }] = rowsOf<{ low: number; high: number }>(
      await context.database.db.execute(sql`
        select percentile_disc(0.25) within group (order by price_now_pesewas) as low,
          percentile_disc(0.75) within group (order by price_now_pesewas) as high
        from product_variants`),
    ) as [{ low: number; high: number }];
    const [{ held }] = rowsOf<{ held: number }>(
      await context.database.db.execute(sql`
        select count(*)::integer as held from product_variants
        where price_now_pesewas between ${Number(low)} and ${Number(high)}`),
    ) as [{ held: number }];
    const estimated = estimatedVariantsWithin(statistics!, Number(low), Number(high));
    expect(Math.abs(estimated - Number(held))).toBeLessThanOrEqual(Math.max(3, Number(held) / 5));
  });
});
