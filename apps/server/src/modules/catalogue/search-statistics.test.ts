import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { rowsOf } from '../../db/query-helpers';
import { statisticsSample } from './search-ranks';

describeEachDatabase('the sample the search reads (migration 0018)', { seed: true }, (context) => {
  it('holds every product of a small shop after ANALYZE, not the default 101 rows', async () => {
    await context.database.db.execute(sql`analyze products`);
    const [{ products }] = rowsOf<{ products: number }>(
      await context.database.db.execute(
        sql`select count(distinct search_text)::integer as products from products`,
      ),
    ) as [{ products: number }];
    expect(products).toBeGreaterThan(101);
    // A sample of 101 rows read one rare pair as 1 % of the products, and the search walked
    // every product holding its common word; with 1,000 a small shop is sampled whole.
    const sample = await statisticsSample(context.database.db);
    expect(sample.texts.length).toBe(products);
  });
});
