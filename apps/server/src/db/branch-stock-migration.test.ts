import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUpTo, rowsOf } from '../../test/helpers/migrations';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/helpers/test-database';

/** The last migration before stock per branch (0032_branch_stock_pickup). */
const BEFORE_BRANCH_STOCK = '0031_branches';

interface Figures {
  name: string;
  product_stock: number;
  variant_stock: number;
  at_branches: number;
}

const figures = (database: TestDatabase) =>
  rowsOf<Figures>(
    database,
    sql`select p.name, p.stock as product_stock, v.stock as variant_stock,
          coalesce((select sum(stock)::integer from branch_stock where variant_id = v.id), 0) as at_branches
        from products p join product_variants v on v.product_id = p.id order by p.id`,
  );

const stockAt = async (database: TestDatabase, branch: string, product: string) =>
  (
    await rowsOf<{ stock: number }>(
      database,
      sql`select coalesce(sum(bs.stock), 0)::integer as stock from branch_stock bs
          join branches b on b.id = bs.branch_id join product_variants v on v.id = bs.variant_id
          join products p on p.id = v.product_id where b.name = ${branch} and p.name = ${product}`,
    )
  )[0]!.stock;

for (const kind of databaseKinds) {
  describe(`stock per branch on a shop with stock and orders [${kind}]`, () => {
    let database: TestDatabase;
    const run = (query: ReturnType<typeof sql>) => database.db.execute(query);

    beforeAll(async () => {
      database = await createTestDatabase(kind, { migrate: false });
      await migrateUpTo(database, BEFORE_BRANCH_STOCK);
      await run(sql`insert into products (name, price_pesewas, category, subcategory, brand, description, stock)
        values ('Tecno Spark 20', 159900, 'Phone', 'Android Phone', 'Tecno', 'A phone.', 7),
               ('JBL Go 3', 45000, 'Accessories', 'Speaker', 'JBL', 'A speaker.', 0)`);
      const [ama] = await rowsOf<{ id: string }>(
        database,
        sql`insert into users (name, email, password_hash) values ('Ama', 'ama@example.com', 'x') returning id`,
      );
      await run(sql`
        insert into orders (user_id, first_name, last_name, email, street, city, country, phone_number,
          payment_method, subtotal_pesewas, shipping_fee_pesewas, total_pesewas, payment_status,
          order_status, payment_reference)
        values (${ama!.id}, 'Ama', 'Owusu', 'ama@example.com', '1 Oxford Street', 'Accra', 'Ghana',
          '+233241234567', 'pay-online', 159900, 2500, 162400, 'Paid', 'In Truck', 'before-branch-stock')`);
      await database.migrate();
    }, 180_000);
    afterAll(() => database?.dispose());

    it("moves every variant's stock to the one branch, totals unchanged, old orders filled there", async () => {
      expect(await figures(database)).toEqual([
        { name: 'Tecno Spark 20', product_stock: 7, variant_stock: 7, at_branches: 7 },
        { name: 'JBL Go 3', product_stock: 0, variant_stock: 0, at_branches: 0 },
      ]);
      expect(await stockAt(database, 'Main shop', 'Tecno Spark 20')).toBe(7);
      const orders = await rowsOf<Record<string, unknown>>(
        database,
        sql`select o.order_status, o.payment_status, o.total_pesewas, o.fulfilment, b.name as branch
            from orders o join branches b on b.id = o.branch_id`,
      );
      expect(orders).toEqual([
        {
          order_status: 'In Truck',
          payment_status: 'Paid',
          total_pesewas: 162400,
          fulfilment: 'delivery',
          branch: 'Main shop',
        },
      ]);
    });

    it('keeps the variant and product the sum of the branches through writes of either', async () => {
      await run(sql`insert into branches (name, opening_hours, pickup) values ('Kumasi', '[]'::jsonb, true)`);
      // A branch's own row: the variant and the product follow.
      await run(sql`insert into branch_stock (variant_id, branch_id, stock)
        select v.id, b.id, 3 from product_variants v join products p on p.id = v.product_id, branches b
        where p.name = 'Tecno Spark 20' and b.name = 'Kumasi'`);
      expect((await figures(database))[0]).toMatchObject({
        product_stock: 10,
        variant_stock: 10,
        at_branches: 10,
      });
      // The product's single figure (an older script's write) lands at the delivery branch.
      await run(sql`update products set stock = 12 where name = 'Tecno Spark 20'`);
      expect((await figures(database))[0]).toMatchObject({
        product_stock: 12,
        variant_stock: 12,
        at_branches: 12,
      });
      expect(await stockAt(database, 'Main shop', 'Tecno Spark 20')).toBe(9);
      expect(await stockAt(database, 'Kumasi', 'Tecno Spark 20')).toBe(3);
      // A new product's stock too.
      await run(sql`insert into products (name, price_pesewas, category, subcategory, brand, description, stock)
        values ('Oraimo Buds', 25000, 'Accessories', 'Earbuds', 'Oraimo', 'Earbuds.', 4)`);
      expect(await stockAt(database, 'Main shop', 'Oraimo Buds')).toBe(4);
      // A move between branches leaves every total where it was.
      await run(sql`update branch_stock set stock = stock + case when branch_id = (select id from branches where name = 'Kumasi') then 2 else -2 end
        where variant_id = (select v.id from product_variants v join products p on p.id = v.product_id where p.name = 'Tecno Spark 20')`);
      expect((await figures(database))[0]).toMatchObject({
        product_stock: 12,
        variant_stock: 12,
        at_branches: 12,
      });
      expect(await stockAt(database, 'Kumasi', 'Tecno Spark 20')).toBe(5);
    });

    it('refuses a single-figure decrease the delivery branch cannot cover, changing nothing', async () => {
      // 7 at Main shop and 5 at Kumasi: 12 down to 4 would need 8 from Main shop.
      await expect(
        run(sql`update products set stock = 4 where name = 'Tecno Spark 20'`),
      ).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '23514' }),
      });
      expect((await figures(database))[0]).toMatchObject({
        product_stock: 12,
        variant_stock: 12,
        at_branches: 12,
      });
    });
  });
}
