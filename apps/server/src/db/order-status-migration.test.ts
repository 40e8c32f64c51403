import { ORDER_STATUSES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUpTo, rowsOf } from '../../test/helpers/migrations';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/helpers/test-database';

/** The statuses of that time: Ready for pickup came with pickup (migration 0032). */
const STATUSES_THEN = ORDER_STATUSES.filter((status) => status !== 'Ready for pickup');

/** The last migration before order status became an enum. */
const BEFORE_ENUM = '0002_delivery_city_case';

/** Raw SQL: the old text column is not what the schema describes any more. */
async function insertOrder(database: TestDatabase, userId: string, reference: string, status?: string) {
  const statusColumn = status === undefined ? sql`` : sql`, order_status`;
  const statusValue = status === undefined ? sql`` : sql`, ${status}`;
  await database.db.execute(sql`
    insert into orders (user_id, first_name, last_name, email, street, city, country, phone_number,
      payment_method, subtotal_pesewas, shipping_fee_pesewas, total_pesewas, payment_status,
      payment_reference${statusColumn})
    values (${userId}, 'Ama', 'Mensah', 'ama@example.com', '12 Oxford Street', 'Accra', 'Ghana',
      '+233241234567', 'paystack', 10000, 2000, 12000, 'Paid', ${reference}${statusValue})`);
}

async function statusesByReference(database: TestDatabase): Promise<Record<string, string>> {
  const rows = await rowsOf<{ payment_reference: string; order_status: string }>(
    database,
    sql`select payment_reference, order_status from orders`,
  );
  return Object.fromEntries(rows.map((row) => [row.payment_reference, row.order_status]));
}

for (const kind of databaseKinds) {
  describe(`order status enum migration [${kind}]`, () => {
    let database: TestDatabase;
    let userId: string;

    beforeAll(async () => {
      database = await createTestDatabase(kind, { migrate: false });
      await migrateUpTo(database, BEFORE_ENUM);

      const [user] = await rowsOf<{ id: string }>(
        database,
        sql`insert into users (name, email, password_hash) values ('Ama', 'ama@example.com', 'x') returning id`,
      );
      userId = user!.id;
      for (const status of STATUSES_THEN) await insertOrder(database, userId, `before-${status}`, status);
      await insertOrder(database, userId, 'before-default');

      await database.migrate();
    }, 120_000);

    afterAll(async () => {
      await database?.dispose();
    });

    it('keeps the status of every order written before it', async () => {
      expect(await statusesByReference(database)).toEqual({
        ...Object.fromEntries(STATUSES_THEN.map((status) => [`before-${status}`, status])),
        'before-default': 'Pending',
      });
    });

    it('makes the column the order_status enum, still defaulting to Pending', async () => {
      const [column] = await rowsOf<{ udt_name: string }>(
        database,
        sql`select udt_name from information_schema.columns
          where table_name = 'orders' and column_name = 'order_status'`,
      );
      expect(column?.udt_name).toBe('order_status');
      await insertOrder(database, userId, 'after-default');
      expect((await statusesByReference(database))['after-default']).toBe('Pending');
    });

    it('refuses a status outside the shared list', async () => {
      // Drizzle wraps the driver's error; PostgreSQL's own text is in its cause.
      const refusal = await insertOrder(database, userId, 'after-invalid', 'Lost').catch((error) => error);
      expect(String(refusal?.cause?.message)).toMatch(/invalid input value for enum order_status/);
      expect(await statusesByReference(database)).not.toHaveProperty('after-invalid');
    });
  });
}
