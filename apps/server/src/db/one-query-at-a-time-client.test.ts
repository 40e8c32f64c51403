import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/helpers/test-database';
import { rowsOf } from './query-helpers';

describe.runIf(databaseKinds.includes('postgres'))(
  'a transaction asked several reads at once on PostgreSQL',
  () => {
    let database: TestDatabase;
    const warnings: string[] = [];
    const heard = (warning: Error) => warnings.push(warning.message);
    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      process.on('warning', heard);
    }, 120_000);
    afterAll(async () => {
      process.off('warning', heard);
      await database?.dispose();
    });

    const numberOf = (result: unknown) => rowsOf<{ n: number }>(result)[0]!.n;

    it('answers each in turn without asking node-postgres to queue them', async () => {
      const numbers = await database.db.transaction((transaction) =>
        Promise.all(
          [1, 2, 3, 4, 5].map((n) => transaction.execute(sql`select ${n}::int as n`).then(numberOf)),
        ),
      );
      expect(numbers).toEqual([1, 2, 3, 4, 5]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes('already executing'))).toEqual([]);
    });

    it('ends the transaction on a failed read among them, and the next transaction runs', async () => {
      const failure = await database.db
        .transaction((transaction) =>
          Promise.all([
            transaction.execute(sql`select 1 as n`),
            transaction.execute(sql`select 1 / ${0}::int as n`),
            transaction.execute(sql`select 3 as n`),
          ]),
        )
        .catch((error: Error) => error);
      expect(failure).toBeInstanceOf(Error);
      const after = await database.db.transaction((transaction) => transaction.execute(sql`select 7 as n`));
      expect(numberOf(after)).toBe(7);
    });
  },
);
