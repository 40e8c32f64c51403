import { BRANDS, CATEGORIES, SUBCATEGORIES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUpTo, rowsOf } from '../../test/helpers/migrations';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/helpers/test-database';

/** The migration that makes the lists tables (decision 0053), and the one a shop had before it. */
const BEFORE = '0021_order_digital_address';
const LISTS = '0022_editable_catalogue_lists';

for (const kind of databaseKinds) {
  describe(`the lists staff edit, made from a shop's products [${kind}]`, () => {
    let database: TestDatabase;
    const names = async (table: 'brands' | 'categories' | 'subcategories') =>
      (await rowsOf<{ name: string }>(database, sql.raw(`select name from ${table} order by id`))).map(
        (row) => row.name,
      );
    const productOf = async (name: string) =>
      (
        await rowsOf<{ brand: string; category: string; subcategory: string }>(
          database,
          sql`select brand, category, subcategory from products where name = ${name}`,
        )
      )[0];

    beforeAll(async () => {
      database = await createTestDatabase(kind, { migrate: false });
      await migrateUpTo(database, BEFORE);
      // A product a script wrote with a brand no list had, and one typed in small letters.
      await database.db.execute(sql`insert into products (name, price_pesewas, category, subcategory, brand, description, stock)
        values ('Vivo Y28', 189900, 'Phone', 'Android Phone', 'Vivo', 'A phone.', 3),
               ('Galaxy A06', 129900, 'phone', 'android phone', 'samsung', 'A phone.', 5)`);
      await migrateUpTo(database, LISTS);
    }, 180_000);
    afterAll(async () => {
      await database?.dispose();
    });

    it("seeds today's lists in their order, with a product's unknown brand after them", async () => {
      expect(await names('categories')).toEqual([...CATEGORIES]);
      expect(await names('subcategories')).toEqual([...SUBCATEGORIES]);
      expect(await names('brands')).toEqual([...BRANDS, 'Vivo']);
      const networking = await rowsOf<{ name: string }>(
        database,
        sql`select subcategories.name from subcategory_categories
          join subcategories on subcategories.id = subcategory_id
          join categories on categories.id = category_id
          where categories.name = 'Networking' order by subcategories.id`,
      );
      expect(networking.map((row) => row.name)).toEqual(['Cable', 'Router']);
    });

    it("gives a name typed in other letters its list's spelling", async () => {
      expect(await productOf('Galaxy A06')).toEqual({
        brand: 'Samsung',
        category: 'Phone',
        subcategory: 'Android Phone',
      });
    });

    it('keeps products to the lists: a rename follows, a name in use cannot go, an unknown one cannot come', async () => {
      await database.db.execute(sql`update brands set name = 'Vivo Mobile' where name = 'Vivo'`);
      expect((await productOf('Vivo Y28'))!.brand).toBe('Vivo Mobile');
      await expect(database.db.execute(sql`delete from brands where name = 'Vivo Mobile'`)).rejects.toThrow();
      await expect(
        database.db.execute(sql`update products set brand = 'Pixel' where name = 'Vivo Y28'`),
      ).rejects.toThrow();
      await expect(database.db.execute(sql`insert into brands (name) values ('SAMSUNG')`)).rejects.toThrow();
    });
  });
}
