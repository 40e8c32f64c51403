import { productListResponseSchema } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { rowsOf } from '../../db/query-helpers';

/**
 * A rank that a large share of the shop matches ("lap top" in every laptop) is walked by id
 * up to a bound drawn from the statistics' sample (search-ranks.ts, idBound); where the matches
 * lie beyond it, the walk goes on unbounded. Either way a page is what the ranking says.
 */
type Context = Parameters<Parameters<typeof describeEachDatabase>[2]>[0];

function searchHelpers(context: Context) {
  const page = async (q: string, pageNumber: number, extra = '') => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/product/list?q=${encodeURIComponent(q)}&limit=10&page=${pageNumber}${extra}`,
    });
    expect(response.statusCode).toBe(200);
    return productListResponseSchema.parse(response.json()).products.map((product) => product.name);
  };
  const insert = (count: number, name: (i: string) => string, category = 'Computer') =>
    context.database.db.execute(sql`
      insert into products (name, price_pesewas, category, subcategory, brand, description)
      select ${sql.raw(name('i'))}, 1000 + i, ${category}, 'Keyboard', 'HP', 'A product for searching.'
      from generate_series(1, ${count}) as i`);
  return { page, insert };
}

// Each suite its own database: the statistics' sample is read once a minute per database.
describeEachDatabase('search in a rank most products match, spread out', {}, (context) => {
  const { page, insert } = searchHelpers(context);

  it('pages the matches in id order when they are spread through the catalogue', async () => {
    // One product in five a laptop, 3,000 products, statistics gathered as a shop's would be.
    await insert(
      3000,
      (i) => `case when ${i} % 5 = 0 then 'Spread Laptop ' || ${i} else 'Spread Gadget ' || ${i} end`,
    );
    await context.database.db.execute(sql`analyze products`);
    expect(await page('lap top', 1)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Spread Laptop ${(index + 1) * 5}`),
    );
    expect(await page('lap top', 30)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Spread Laptop ${(290 + index + 1) * 5}`),
    );
  });
});

describeEachDatabase('search in a rank most products match, all late', {}, (context) => {
  const { page, insert } = searchHelpers(context);

  it('walks on past the bound when the matches all come after it', async () => {
    // 2,000 products that do not match, then 1,000 laptops: a third of the sample, none early.
    await insert(2000, (i) => `'Late Gadget ' || ${i}`);
    await insert(1000, (i) => `'Late Laptop ' || ${i}`);
    await context.database.db.execute(sql`analyze products`);
    expect(await page('late lap top', 1)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Late Laptop ${index + 1}`),
    );
    expect(await page('late lap top', 2, '&category=Computer')).toEqual(
      Array.from({ length: 10 }, (_, index) => `Late Laptop ${index + 11}`),
    );
  });
});

describeEachDatabase('search at a branch whose products share a word', {}, (context) => {
  const { page, insert } = searchHelpers(context);

  it('pages the branch’s matches in id order, walked first when they are dense there and on when they are not', async () => {
    // 3,000 products: one in 20 a laptop, one in 10 a mouse. A branch holds every laptop (a
    // laptop shop) and only the last ten mice.
    await insert(
      3000,
      (i) =>
        `case when ${i} % 20 = 0 then 'Branchy Laptop ' || ${i} when ${i} % 10 = 5 then 'Branchy Mouse ' || ${i} else 'Branchy Gadget ' || ${i} end`,
    );
    const [branch] = rowsOf<{ id: number }>(
      await context.database.db.execute(sql`
        insert into branches (name, address, city, phone, opening_hours, pickup, fills_delivery, position)
        values ('Laptop Shop', 'Osu', 'Accra', '+233241234567', '[null,null,null,null,null,null,null]', true, false, 5)
        returning id`),
    );
    await context.database.db.execute(sql`
      insert into branch_stock (variant_id, branch_id, stock)
      select variant.id, ${branch!.id}::integer, 2 from product_variants as variant
      join products on products.id = variant.product_id
      where products.name like 'Branchy Laptop %'
        or (products.name like 'Branchy Mouse %' and products.id > (select max(id) - 100 from products))`);
    await context.database.db.execute(sql`analyze products`);
    const atBranch = `&branch=${branch!.id}`;
    expect(await page('lap top', 1, atBranch)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Branchy Laptop ${(index + 1) * 20}`),
    );
    expect(await page('lap top', 15, atBranch)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Branchy Laptop ${(140 + index + 1) * 20}`),
    );
    expect(await page('mouse', 1, atBranch)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Branchy Mouse ${2905 + index * 10}`),
    );
  });
});
