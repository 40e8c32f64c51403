import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUpTo, rowsOf } from '../../test/helpers/migrations';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/helpers/test-database';

/** The last migration before branches (0031_branches). */
const BEFORE_BRANCHES = '0030_reminders_whatsapp';

const CONTACT = {
  phone: '+233 30 123 4567',
  email: 'support@shop.example',
  location: '24 Kwame Nkrumah Avenue, Adabraka, Accra, Ghana',
};

interface BranchRow {
  name: string;
  address: string;
  city: string;
  phone: string;
  pickup: boolean;
  fills_delivery: boolean;
  archived_at: Date | null;
  opening_hours: unknown[];
}

const branchesOf = (database: TestDatabase) =>
  rowsOf<BranchRow>(
    database,
    sql`select name, address, city, phone, pickup, fills_delivery, archived_at, opening_hours from branches`,
  );

for (const kind of databaseKinds) {
  describe(`branches on a shop that already has its contact details [${kind}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(kind, { migrate: false });
      await migrateUpTo(database, BEFORE_BRANCHES);
      await database.db.execute(
        sql`insert into store_info (id, data) values (1, ${JSON.stringify({ about: 'A shop', contact: CONTACT })}::jsonb)`,
      );
      await database.migrate();
    }, 120_000);
    afterAll(() => database?.dispose());

    it('gives it one open branch, "Main shop", at its location and phone, filling deliveries, pickup off', async () => {
      const rows = await branchesOf(database);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: 'Main shop',
        address: CONTACT.location,
        phone: CONTACT.phone,
        pickup: false,
        fills_delivery: true,
        archived_at: null,
      });
      // Seven days, Monday first: open on weekdays and Saturday, closed on Sunday.
      expect(rows[0]!.opening_hours).toHaveLength(7);
      expect(rows[0]!.opening_hours[0]).toEqual({ opens: '08:00', closes: '18:00' });
      expect(rows[0]!.opening_hours[6]).toBeNull();
    });

    it('lets no second branch fill deliveries, nor a closed one', async () => {
      const second = database.db.execute(
        sql`insert into branches (name, opening_hours, fills_delivery) values ('Kumasi', '[]'::jsonb, true)`,
      );
      await expect(second).rejects.toThrow();
      const closed = database.db.execute(sql`update branches set archived_at = now() where fills_delivery`);
      await expect(closed).rejects.toThrow();
      expect(await branchesOf(database)).toMatchObject([{ name: 'Main shop', archived_at: null }]);
    });
  });

  describe(`branches on a fresh shop without store info [${kind}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(kind, { migrate: false });
      await database.migrate();
    }, 120_000);
    afterAll(() => database?.dispose());

    it('gives it "Main shop" with an empty address and phone, filling deliveries', async () => {
      expect(await branchesOf(database)).toMatchObject([
        { name: 'Main shop', address: '', city: '', phone: '', pickup: false, fills_delivery: true },
      ]);
    });
  });
}
