import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUpTo, rowsOf } from '../../test/helpers/migrations';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/helpers/test-database';

/** The last migration before order numbers (0005_order_numbers). */
const BEFORE_NUMBERS = '0004_checkout_holds';

async function insertOrder(database: TestDatabase, userId: string, reference: string, placedAt?: string) {
  const placedColumn = placedAt === undefined ? sql`` : sql`, created_at`;
  const placedValue = placedAt === undefined ? sql`` : sql`, ${placedAt}::timestamptz`;
  await database.db.execute(sql`
    insert into orders (user_id, first_name, last_name, email, street, city, country, phone_number,
      payment_method, subtotal_pesewas, shipping_fee_pesewas, total_pesewas, payment_status,
      payment_reference${placedColumn})
    values (${userId}, 'Ama', 'Mensah', 'ama@example.com', '12 Oxford Street', 'Accra', 'Ghana',
      '+233241234567', 'paystack', 10000, 2000, 12000, 'Paid', ${reference}${placedValue})`);
}

for (const kind of databaseKinds) {
  describe(`order numbers on a shop with orders [${kind}]`, () => {
    let database: TestDatabase;
    let userId: string;

    beforeAll(async () => {
      database = await createTestDatabase(kind, { migrate: false });
      await migrateUpTo(database, BEFORE_NUMBERS);
      const [user] = await rowsOf<{ id: string }>(
        database,
        sql`insert into users (name, email, password_hash) values ('Ama', 'ama@example.com', 'x') returning id`,
      );
      userId = user!.id;
      // Inserted out of order: the numbers follow when each order was placed.
      await insertOrder(database, userId, 'placed-second', '2026-03-02T10:00:00Z');
      await insertOrder(database, userId, 'placed-third', '2026-03-03T10:00:00Z');
      await insertOrder(database, userId, 'placed-first', '2026-03-01T10:00:00Z');
      await database.migrate();
    }, 120_000);
    afterAll(() => database?.close());

    it('numbers the existing orders from 1001 in the order they were placed', async () => {
      const rows = await rowsOf<{ payment_reference: string; number: number }>(
        database,
        sql`select payment_reference, number from orders order by number`,
      );
      expect(rows).toEqual([
        { payment_reference: 'placed-first', number: 1001 },
        { payment_reference: 'placed-second', number: 1002 },
        { payment_reference: 'placed-third', number: 1003 },
      ]);
    });

    it('gives the next order the next number, and never one twice', async () => {
      await insertOrder(database, userId, 'after-migration');
      const [row] = await rowsOf<{ number: number }>(
        database,
        sql`select number from orders where payment_reference = 'after-migration'`,
      );
      expect(row!.number).toBe(1004);
      await expect(
        database.db.execute(sql`update orders set number = 1001 where payment_reference = 'placed-third'`),
      ).rejects.toThrow();
    });
  });
}
