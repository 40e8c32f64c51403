import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUpTo, rowsOf } from '../../test/helpers/migrations';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/helpers/test-database';

/** The last migration before each product names its branches with units (0033). */
const BEFORE_PRODUCT_BRANCHES = '0032_branch_stock_pickup';

for (const kind of databaseKinds) {
  describe(`the branches of each product on a shop with stock at two branches [${kind}]`, () => {
    let database: TestDatabase;
    const run = (query: ReturnType<typeof sql>) => database.db.execute(query);

    beforeAll(async () => {
      database = await createTestDatabase(kind, { migrate: false });
      await migrateUpTo(database, BEFORE_PRODUCT_BRANCHES);
      await run(sql`insert into branches (name, address, city, phone, opening_hours, pickup, fills_delivery, position)
        values ('Kumasi Adum', 'Adum', 'Kumasi', '+233241234567', '[null,null,null,null,null,null,null]', true, false, 2)`);
      await run(sql`insert into products (name, price_pesewas, category, subcategory, brand, description, stock)
        values ('Tecno Spark 20', 159900, 'Phone', 'Android Phone', 'Tecno', 'A phone.', 7),
               ('JBL Go 3', 45000, 'Accessories', 'Speaker', 'JBL', 'A speaker.', 0),
               ('Oraimo Power Bank', 25000, 'Accessories', 'Power Bank', 'Oraimo', 'A power bank.', 3)`);
      // Three units of the Tecno go to Kumasi; the Oraimo's all go there.
      await run(sql`update branch_stock set stock = stock - 3 where variant_id =
        (select v.id from product_variants v join products p on p.id = v.product_id where p.name = 'Tecno Spark 20')`);
      await run(sql`insert into branch_stock (variant_id, branch_id, stock)
        select v.id, (select id from branches where name = 'Kumasi Adum'), 3
        from product_variants v join products p on p.id = v.product_id where p.name in ('Tecno Spark 20', 'Oraimo Power Bank')`);
      await run(sql`update branch_stock set stock = 0 where branch_id <> (select id from branches where name = 'Kumasi Adum')
        and variant_id = (select v.id from product_variants v join products p on p.id = v.product_id where p.name = 'Oraimo Power Bank')`);
      await database.migrate();
    }, 180_000);
    afterAll(() => database?.dispose());

    it('names on each product the branches holding its units, and none for a product sold out', async () => {
      const rows = await rowsOf<{ name: string; stock: number; branches: string[] }>(
        database,
        sql`select p.name, p.stock, array(select b.name from branches b where b.id = any(p.in_stock_at_branch_ids) order by b.position)::text[] as branches
            from products p order by p.id`,
      );
      expect(rows.map(({ name, stock, branches }) => ({ name, stock: Number(stock), branches }))).toEqual([
        { name: 'Tecno Spark 20', stock: 7, branches: [expect.any(String), 'Kumasi Adum'] },
        { name: 'JBL Go 3', stock: 0, branches: [] },
        { name: 'Oraimo Power Bank', stock: 3, branches: ['Kumasi Adum'] },
      ]);
    });
  });
}
