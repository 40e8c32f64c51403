import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/helpers/test-database';
import { rowsOf } from '../../db/query-helpers';
import { payOnDeliveryStandings, users } from '../../db/schema';
import { recordedChanges, startRecordingChanges } from './recorded-changes';

/**
 * Every table of the schema is business data the audit log records (decision 0072) unless
 * migration 0037's audit_unwatched_tables() names it: a table added later without
 * `SELECT audit_watch_table('name')` in its migration fails here, so none can be forgotten.
 */
for (const kind of databaseKinds) {
  describe(`the audit triggers [${kind}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
    }, 180_000);
    afterAll(async () => database?.dispose());

    it('watches every table of the schema but the few that are not business data', async () => {
      const unwatched = rowsOf<{ table_name: string }>(
        await database.db.execute(sql`
          select tables.relname as table_name
          from pg_class tables
          join pg_namespace schemas on schemas.oid = tables.relnamespace
          where schemas.nspname = 'public' and tables.relkind in ('r', 'p')
            and not tables.relname = any (audit_unwatched_tables())
            and not exists (
              select 1 from pg_trigger trigger
              where trigger.tgrelid = tables.oid and trigger.tgname = 'audit_row_change'
            )
          order by 1`),
      ).map((row) => row.table_name);
      expect(
        unwatched,
        'add `SELECT audit_watch_table(name)` to the migration that made these tables',
      ).toEqual([]);
      const watched = rowsOf<{ count: number }>(
        await database.db.execute(
          sql`select count(*)::int as count from pg_trigger where tgname = 'audit_row_change'`,
        ),
      );
      expect(watched[0]!.count).toBeGreaterThan(40);
    });

    it("records a shopper's name, contacts and address masked, and no secret, keys included", async () => {
      const changes = await database.db.transaction(async (transaction) => {
        await startRecordingChanges(transaction);
        const [user] = await transaction
          .insert(users)
          .values({
            name: 'Akosua Hidden',
            email: 'akosua.hidden@example.com',
            passwordHash: 'hash-of-secret',
          })
          .returning();
        await transaction
          .update(users)
          .set({ phone: '+233241119999', isAdmin: true })
          .where(sql`id = ${user!.id}`);
        await transaction
          .insert(payOnDeliveryStandings)
          .values({ kind: 'phone', key: '+233241119999', label: '024 111 9999', refusedDeliveries: 1 });
        return recordedChanges(transaction);
      });
      const text = JSON.stringify(changes);
      for (const personal of [
        'Akosua',
        'akosua.hidden',
        '2411199',
        '111 9999',
        'hash-of-secret',
        'password_hash',
      ])
        expect(text).not.toContain(personal);
      expect(changes.map((change) => [change.table, change.operation])).toEqual([
        ['users', 'insert'],
        ['users', 'update'],
        ['pay_on_delivery_standings', 'insert'],
      ]);
      expect(changes[1]).toMatchObject({
        before: { is_admin: false, phone: '(personal data changed)' },
        after: { is_admin: true, phone: '(personal data changed)' },
      });
      expect(changes[2]!.key).toEqual({ kind: 'phone', key: '(personal data)' });
    });

    it('keeps the log itself append-only', async () => {
      const triggers = rowsOf<{ tgname: string }>(
        await database.db.execute(
          sql`select tgname from pg_trigger where tgrelid = 'audit_log'::regclass and not tgisinternal order by 1`,
        ),
      ).map((row) => row.tgname);
      expect(triggers).toEqual(['audit_log_append_only', 'audit_log_never_truncated']);
    });
  });
}
