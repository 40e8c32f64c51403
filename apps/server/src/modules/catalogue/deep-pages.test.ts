import { productListResponseSchema } from '@shop/shared';
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { products } from '../../db/schema';

/**
 * Deep pages of the whole list start from a block of 1,000 ids (live_product_blocks,
 * migration 0014, decision 0030): they must answer exactly what stepping over the rows would,
 * whatever was archived, restored, deleted or added since.
 */
describeEachDatabase('deep pages of the product list', {}, (context) => {
  const pageIds = async (page: number, limit: number) => {
    context.app.answerCache.clearAll();
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/product/list?page=${page}&limit=${limit}`,
    });
    expect(response.statusCode).toBe(200);
    const body = productListResponseSchema.parse(response.json());
    return { ids: body.products.map((product) => product.id), total: body.total };
  };
  const liveIds = async () =>
    (
      await context.database.db
        .select({ id: products.id })
        .from(products)
        .where(isNull(products.archivedAt))
        .orderBy(asc(products.id))
    ).map((row) => row.id);
  const expectPagesAsOffsets = async () => {
    const live = await liveIds();
    for (const [page, limit] of [
      [1, 24],
      [42, 24],
      [43, 24],
      [84, 24],
      [11, 100],
      [20, 100],
      [26, 100],
      [999, 24],
    ] as const) {
      const answer = await pageIds(page, limit);
      expect(answer.ids, `page ${page} of ${limit}`).toEqual(live.slice((page - 1) * limit, page * limit));
      expect(answer.total).toBe(live.length);
    }
  };

  it('answers every page as an offset would, across blocks, after archives, restores and deletes', async () => {
    await context.database.db.execute(sql`
      insert into products (name, price_pesewas, category, subcategory, brand, description)
      select 'Deep Page Product ' || i, 1000 + i, 'Phone', 'Android Phone', 'Samsung', 'A product for paging.'
      from generate_series(1, 2600) as i`);
    await expectPagesAsOffsets();

    const [first] = await context.database.db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.id))
      .limit(1);
    const base = first!.id;
    // A run inside the first block archived, a few across the second deleted, one restored.
    await context.database.db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(and(gte(products.id, base + 10), lte(products.id, base + 60)));
    await context.database.db
      .delete(products)
      .where(inArray(products.id, [base + 999, base + 1000, base + 1500]));
    await context.database.db
      .update(products)
      .set({ archivedAt: null })
      .where(eq(products.id, base + 30));
    await expectPagesAsOffsets();

    // A stock change moves no block; more products extend the last.
    await context.database.db
      .update(products)
      .set({ stock: 5 })
      .where(gte(products.id, base + 2000));
    await context.database.db.execute(sql`
      insert into products (name, price_pesewas, category, subcategory, brand, description)
      select 'Late Product ' || i, 500, 'Phone', 'Android Phone', 'Apple', 'Added later.'
      from generate_series(1, 300) as i`);
    await expectPagesAsOffsets();
    // Thousands of rows written and paged three times: more than the default 30 s on a busy machine.
  }, 120_000);
});
