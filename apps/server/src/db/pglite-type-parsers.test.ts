import { eq } from 'drizzle-orm';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { DRIZZLE_TYPE_PARSERS } from './pglite-type-parsers';
import { newsletterSubscribers, storeInfo } from './schema';

describe('PGlite type parsers set once on the client', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    await database.migrate();
  }, 60_000);
  afterAll(() => database.close());

  it("are Drizzle's own, so stripping them from each query changes no answer", () => {
    // A Drizzle upgrade that parses another type would otherwise be dropped without a word.
    const query = new PglitePreparedQuery(
      ...([
        {},
        'select 1',
        [],
        { logQuery() {} },
        undefined,
        undefined,
        undefined,
      ] as unknown as ConstructorParameters<typeof PglitePreparedQuery>),
    );
    const theirs = (
      query as unknown as { queryConfig: { parsers: Record<number, (value: string) => unknown> } }
    ).queryConfig.parsers;
    expect(Object.keys(DRIZZLE_TYPE_PARSERS).sort()).toEqual(Object.keys(theirs).sort());
    for (const [type, parse] of Object.entries(theirs))
      expect(DRIZZLE_TYPE_PARSERS[Number(type)]!('2026-11-30 10:00:00+00')).toBe(
        parse('2026-11-30 10:00:00+00'),
      );
  });

  it('still answers dates as dates, JSON as objects and transactions as before', async () => {
    await database.db.transaction(async (transaction) => {
      await transaction.insert(newsletterSubscribers).values({ email: 'ama@example.com' });
      await transaction.insert(storeInfo).values({ id: 1, data: { name: 'Accra Tech' } as never });
    });
    const [subscriber] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'ama@example.com'));
    expect(subscriber!.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(subscriber!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    const [info] = await database.db.select().from(storeInfo);
    expect(info!.data).toMatchObject({ name: 'Accra Tech' });
  });
});
