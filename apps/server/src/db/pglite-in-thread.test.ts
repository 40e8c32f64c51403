import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteInThread } from './pglite-in-thread';
import { DRIZZLE_TYPE_PARSERS } from './pglite-type-parsers';

const textTypes = Object.keys(DRIZZLE_TYPE_PARSERS).map(Number);

describe('PGlite in a thread of its own', () => {
  let client: PGliteInThread;
  beforeAll(async () => {
    client = await PGliteInThread.open({ textTypes });
    await client.exec(`
      create table counters (name text primary key, value integer not null check (value >= 0));
      insert into counters values ('sales', 0);
    `);
  }, 60_000);
  afterAll(() => client.close());

  const value = async () =>
    (await client.query<{ value: number }>("select value from counters where name = 'sales'")).rows[0]!.value;

  it('runs transactions one at a time: 20 read-then-write transactions at once lose no write', async () => {
    const before = await value();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        client.transaction(async (transaction) => {
          const { rows } = await transaction.query<{ value: number }>(
            "select value from counters where name = 'sales'",
          );
          await new Promise((resolve) => setTimeout(resolve, 1));
          await transaction.query("update counters set value = $1 where name = 'sales'", [
            rows[0]!.value + 1,
          ]);
        }),
      ),
    );
    expect(await value()).toBe(before + 20);
  });

  it('keeps a query from outside waiting until an open transaction ends, then shows its writes', async () => {
    const before = await value();
    let outside: Promise<number> | undefined;
    await client.transaction(async (transaction) => {
      await transaction.query("update counters set value = value + 5 where name = 'sales'");
      outside = value();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await transaction.query("update counters set value = value + 5 where name = 'sales'");
    });
    expect(await outside).toBe(before + 10);
  });

  it("rolls back a transaction whose work fails, and gives PostgreSQL's error fields", async () => {
    const before = await value();
    const failure = await client
      .transaction(async (transaction) => {
        await transaction.query("update counters set value = value + 1 where name = 'sales'");
        await transaction.query("insert into counters values ('sales', 1)");
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'counters_pkey' });
    expect(await value()).toBe(before);
    // A check that fails names its constraint the same way.
    await expect(client.query("update counters set value = -1 where name = 'sales'")).rejects.toMatchObject({
      code: '23514',
      constraint: 'counters_value_check',
    });
  });

  it('answers timestamps as PostgreSQL wrote them, for Drizzle to map', async () => {
    const { rows } = await client.query<{ at: string }>("select timestamptz '2026-11-30 10:00:00+00' as at");
    expect(rows[0]!.at).toBe('2026-11-30 10:00:00+00');
  });

  it('dumps its data directory, and a new thread opens from the dump with the same rows', async () => {
    const dump = await client.dumpDataDir('gzip');
    const copy = await PGliteInThread.open({ from: dump, textTypes });
    try {
      const { rows } = await copy.query<{ value: number }>("select value from counters where name = 'sales'");
      expect(rows[0]!.value).toBe(await value());
    } finally {
      await copy.close();
    }
  }, 60_000);

  it('refuses to open a dump that is not a database, with an error rather than a hang', async () => {
    const notADatabase = new Blob([new Uint8Array([1, 2, 3, 4])]);
    await expect(PGliteInThread.open({ from: notADatabase, textTypes })).rejects.toThrow();
  }, 60_000);

  it('refuses queries once closed instead of waiting for ever', async () => {
    const closing = await PGliteInThread.open({ from: await client.dumpDataDir(), textTypes });
    await closing.close();
    expect(closing.closed).toBe(true);
    await expect(closing.query('select 1')).rejects.toThrow('PGlite is closed');
  }, 60_000);
});
