import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUpTo, rowsOf } from '../../test/helpers/migrations';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/helpers/test-database';

/** The last migration before each branch's products are counted (0041). */
const BEFORE_BRANCH_COUNTS = '0040_tax_settings_notify';

for (const kind of databaseKinds) {
  describe(`the products each branch holds, counted on a shop with stock at two branches [${kind}]`, () => {
    let database: TestDatabase;
    const run = (query: ReturnType<typeof sql>) => database.db.execute(query);

    beforeAll(async () => {
      database = await createTestDatabase(kind, { migrate: false });
      await migrateUpTo(database, BEFORE_BRANCH_COUNTS);
      await run(sql`insert into branches (name, address, city, phone, opening_hours, pickup, fills_delivery, position)
        values ('Kumasi Adum', 'Adum', 'Kumasi', '+233241234567', '[null,null,null,null,null,null,null]', true, false, 2)`);
      await run(sql`insert into products (name, price_pesewas, category, subcategory, brand, description, stock)
        values ('Tecno Spark 20', 159900, 'Phone', 'Android Phone', 'Tecno', 'A phone.', 7),
               ('JBL Go 3', 45000, 'Accessories', 'Speaker', 'JBL', 'A speaker.', 0),
               ('Oraimo Power Bank', 25000, 'Accessories', 'Power Bank', 'Oraimo', 'A power bank.', 3),
               ('Nokia 105', 25000, 'Phone', 'Android Phone', 'Nokia', 'A phone.', 4)`);
      await run(sql`insert into branch_stock (variant_id, branch_id, stock)
        select v.id, (select id from branches where name = 'Kumasi Adum'), 3
        from product_variants v join products p on p.id = v.product_id where p.name in ('Tecno Spark 20', 'Nokia 105')`);
      // The Nokia is archived: it holds units at both branches and counts at neither.
      await run(sql`update products set archived_at = now() where name = 'Nokia 105'`);
      await database.migrate();
    }, 180_000);
    afterAll(() => database?.dispose());

    it('counts at each branch its live products holding units there, and keeps counting after', async () => {
      const counts = async () =>
        (
          await rowsOf<{ name: string; held: number }>(
            database,
            sql`select b.name, c.held from branch_product_counts c join branches b on b.id = c.branch_id order by b.position`,
          )
        ).map(({ name, held }) => [name, Number(held)]);
      const [delivery] = await rowsOf<{ name: string }>(
        database,
        sql`select name from branches where fills_delivery`,
      );
      expect(await counts()).toEqual([
        [delivery!.name, 2],
        ['Kumasi Adum', 1],
      ]);
      await run(sql`update products set archived_at = null where name = 'Nokia 105'`);
      expect(await counts()).toEqual([
        [delivery!.name, 3],
        ['Kumasi Adum', 2],
      ]);
    });
  });
}
