import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUpTo, rowsOf } from '../../test/helpers/migrations';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/helpers/test-database';

/** The last migration before the owner flag and session use (0008_owner_and_session_use). */
const BEFORE_OWNER = '0007_password_resets';

async function insertUser(database: TestDatabase, email: string, isAdmin: boolean, createdAt: string) {
  const [row] = await rowsOf<{ id: string }>(
    database,
    sql`insert into users (name, email, password_hash, is_admin, created_at)
        values (${email}, ${email}, 'x', ${isAdmin}, ${createdAt}::timestamptz) returning id`,
  );
  return row!.id;
}

for (const kind of databaseKinds) {
  describe(`the owner on a shop that already has staff [${kind}]`, () => {
    let database: TestDatabase;
    let sessionUser: string;

    beforeAll(async () => {
      database = await createTestDatabase(kind, { migrate: false });
      await migrateUpTo(database, BEFORE_OWNER);
      // A customer older than every staff account, and staff made out of order.
      sessionUser = await insertUser(database, 'early-customer@shop.test', false, '2026-01-01T10:00:00Z');
      await insertUser(database, 'second-staff@shop.test', true, '2026-03-02T10:00:00Z');
      await insertUser(database, 'first-staff@shop.test', true, '2026-02-01T10:00:00Z');
      await insertUser(database, 'third-staff@shop.test', true, '2026-04-01T10:00:00Z');
      await database.db.execute(sql`
        insert into sessions (user_id, token_hash, expires_at)
        values (${sessionUser}, 'a-hash', now() + interval '10 days')`);
      await database.migrate();
    }, 120_000);
    afterAll(() => database?.close());

    it('makes the oldest staff account the owner, and no one else', async () => {
      const rows = await rowsOf<{ email: string }>(
        database,
        sql`select email from users where is_owner order by email`,
      );
      expect(rows).toEqual([{ email: 'first-staff@shop.test' }]);
    });

    it('counts the sessions alive before it as used now, so none ends at once', async () => {
      const [row] = await rowsOf<{ recent: boolean }>(
        database,
        sql`select last_used_at > now() - interval '1 hour' as recent from sessions where user_id = ${sessionUser}`,
      );
      expect(row!.recent).toBe(true);
    });
  });

  describe(`the owner on a shop with no staff yet [${kind}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(kind, { migrate: false });
      await migrateUpTo(database, BEFORE_OWNER);
      await insertUser(database, 'customer@shop.test', false, '2026-01-01T10:00:00Z');
      await database.migrate();
    }, 120_000);
    afterAll(() => database?.close());

    it('leaves the shop without an owner until admin:create makes one', async () => {
      const rows = await rowsOf<{ count: number }>(
        database,
        sql`select count(*)::int as count from users where is_owner`,
      );
      expect(rows).toEqual([{ count: 0 }]);
    });
  });
}
