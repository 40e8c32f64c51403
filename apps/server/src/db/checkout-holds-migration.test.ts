import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUpTo, rowsOf } from '../../test/helpers/migrations';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/helpers/test-database';

/** The last migration before checkout holds (0004_checkout_holds). */
const BEFORE_HOLDS = '0003_order_status_enum';

async function insertOrder(database: TestDatabase, userId: string, reference: string, paymentStatus: string) {
  await database.db.execute(sql`
    insert into orders (user_id, first_name, last_name, email, street, city, country, phone_number,
      payment_method, subtotal_pesewas, shipping_fee_pesewas, total_pesewas, payment_status, payment_reference)
    values (${userId}, 'Ama', 'Mensah', 'ama@example.com', '12 Oxford Street', 'Accra', 'Ghana',
      '+233241234567', 'paystack', 10000, 2000, 12000, ${paymentStatus}, ${reference})`);
}

for (const kind of databaseKinds) {
  describe(`checkout holds migration on a database with orders [${kind}]`, () => {
    let database: TestDatabase;
    let userId: string;

    beforeAll(async () => {
      database = await createTestDatabase(kind, { migrate: false });
      await migrateUpTo(database, BEFORE_HOLDS);
      const [user] = await rowsOf<{ id: string }>(
        database,
        sql`insert into users (name, email, password_hash) values ('Ama', 'ama@example.com', 'x') returning id`,
      );
      userId = user!.id;
      await insertOrder(database, userId, 'before-1', 'Paid');
      await insertOrder(database, userId, 'before-2', 'Paid');
      await database.db.execute(sql`
        insert into test_payment_transactions (reference, email, amount_pesewas, status)
        values ('before-1', 'ama@example.com', 12000, 'success')`);
      await database.migrate();
    }, 120_000);

    afterAll(async () => {
      await database?.dispose();
    });

    it('keeps existing orders Paid, with no hold', async () => {
      const rows = await rowsOf<{
        payment_reference: string;
        payment_status: string;
        hold_expires_at: unknown;
      }>(
        database,
        sql`select payment_reference, payment_status, hold_expires_at from orders order by payment_reference`,
      );
      expect(rows).toEqual([
        { payment_reference: 'before-1', payment_status: 'Paid', hold_expires_at: null },
        { payment_reference: 'before-2', payment_status: 'Paid', hold_expires_at: null },
      ]);
    });

    it('allows one pending checkout per account', async () => {
      await insertOrder(database, userId, 'after-pending', 'Pending');
      const second = await insertOrder(database, userId, 'after-pending-2', 'Pending').catch(
        (error) => error,
      );
      expect(String(second?.cause?.message ?? second?.message)).toMatch(/orders_one_pending_per_user/);
    });
  });
}
