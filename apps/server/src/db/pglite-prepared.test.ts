import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteInThread } from './pglite-in-thread';
// @ts-expect-error: plain JavaScript beside the database's thread, without types
import { MOST_STATEMENTS_KEPT } from './pglite-prepared.mjs';
import { DRIZZLE_TYPE_PARSERS } from './pglite-type-parsers';

const textTypes = Object.keys(DRIZZLE_TYPE_PARSERS).map(Number);

describe('statements kept by name in the embedded database', () => {
  let client: PGliteInThread;
  beforeAll(async () => {
    client = await PGliteInThread.open({ textTypes });
    await client.exec(`
      create table phones (
        id integer primary key, name text not null unique, price_pesewas integer not null,
        specs jsonb, colours text[], in_stock boolean, added_at timestamptz, weight numeric
      );
      insert into phones values
        (1, 'Tecno Spark 20', 149900, '{"ram": 8}', '{black,blue}', true, '2026-11-30 10:00:00+00', 190.5),
        (2, 'Samsung A15', 219900, null, null, false, null, null);
    `);
  }, 60_000);
  afterAll(() => client.close());

  const kept = async () =>
    Number(
      (await client.query<{ count: string }>('select count(*)::int as count from pg_prepared_statements'))
        .rows[0]!.count,
    );

  const preparedAs = async (text: string) =>
    (
      await client.query<{ count: number }>(
        'select count(*)::int as count from pg_prepared_statements where statement = $1',
        [text],
      )
    ).rows[0]!.count;

  it('answers a statement run again with the same rows and types as the first time, in both row modes', async () => {
    const text =
      'select id, name, price_pesewas, specs, colours, in_stock, added_at, weight from phones where id = $1';
    const firstTime = await client.query(text, [1], { rowMode: 'array' });
    const again = await client.query(text, [1], { rowMode: 'array' });
    expect(again.rows).toEqual(firstTime.rows);
    expect(again.rows).toEqual([
      [1, 'Tecno Spark 20', 149900, { ram: 8 }, ['black', 'blue'], true, '2026-11-30 10:00:00+00', '190.5'],
    ]);
    expect(again.fields.map((field) => field.name)).toContain('price_pesewas');
    const asObjects = await client.query(text, [2]);
    expect(asObjects.rows).toEqual([
      {
        id: 2,
        name: 'Samsung A15',
        price_pesewas: 219900,
        specs: null,
        colours: null,
        in_stock: false,
        added_at: null,
        weight: null,
      },
    ]);
  });

  it('counts the rows a write changed, and sends parameters as their columns take them', async () => {
    const update = 'update phones set price_pesewas = price_pesewas + $1, specs = $2 where in_stock = $3';
    const first = await client.query(update, [100, { ram: 12 }, true]);
    const second = await client.query(update, [100, { ram: 16 }, true]);
    expect([first.affectedRows, second.affectedRows]).toEqual([1, 1]);
    const { rows } = await client.query<{ price_pesewas: number; specs: unknown }>(
      'select price_pesewas, specs from phones where id = $1',
      [1],
    );
    expect(rows[0]).toEqual({ price_pesewas: 150100, specs: { ram: 16 } });
  });

  it("gives PostgreSQL's error and the statement, keeps nothing of a statement that does not parse", async () => {
    const insert = 'insert into phones (id, name, price_pesewas) values ($1, $2, $3)';
    await client.query(insert, [3, 'Infinix Hot 40', 129900]);
    await expect(client.query(insert, [4, 'Infinix Hot 40', 129900])).rejects.toMatchObject({
      code: '23505',
      constraint: 'phones_name_key',
      query: insert,
    });
    const before = await kept();
    await expect(client.query('select name from phones wher id = $1', [1])).rejects.toMatchObject({
      code: '42601',
    });
    expect(await kept()).toBe(before);
  });

  it('still answers a statement first prepared in a transaction that was rolled back', async () => {
    const text = 'select name from phones where price_pesewas > $1 order by id';
    await client
      .transaction(async (transaction) => {
        await transaction.query(text, [0]);
        await transaction.query('insert into phones (id, name, price_pesewas) values (1, $1, 1)', ['again']);
      })
      .catch(() => {});
    const { rows } = await client.query<{ name: string }>(text, [200000]);
    expect(rows.map((row) => row.name)).toEqual(['Samsung A15']);
  });

  it('answers a kept `select *` with the columns a table has after a migration adds one', async () => {
    await client.exec(
      'create table branches (id integer primary key, name text); insert into branches values (1, $$Accra Mall$$)',
    );
    const everything = 'select * from branches where id = $1';
    expect((await client.query(everything, [1])).rows).toEqual([{ id: 1, name: 'Accra Mall' }]);
    // As Drizzle's migrator sends a migration's statements: one by one, through `query`.
    await client.query("alter table branches add column opening_hours text default 'Mon-Sat 9-18'");
    expect((await client.query(everything, [1])).rows).toEqual([
      { id: 1, name: 'Accra Mall', opening_hours: 'Mon-Sat 9-18' },
    ]);
  });

  it("takes a value by the column's new type after a migration changes it", async () => {
    await client.exec(
      "create table parcels (id integer primary key, status text); create type parcel_status as enum ('packed', 'in_truck')",
    );
    const insert = 'insert into parcels (id, status) values ($1, $2)';
    await client.query(insert, [1, 'packed']);
    await client.query(
      'alter table parcels alter column status type parcel_status using status::parcel_status',
    );
    await client.query(insert, [2, 'in_truck']);
    await expect(client.query(insert, [3, 'lost'])).rejects.toThrow(
      /invalid input value for enum parcel_status/,
    );
    const { rows } = await client.query<{ status: string }>('select status from parcels order by id');
    expect(rows.map((row) => row.status)).toEqual(['packed', 'in_truck']);
  });

  it('plans a statement for its values each time once its runs are mostly slow, and still answers it', async () => {
    const text = 'select pg_sleep($1::float8 / 1000) is not null as slept, $1::float8 as ms';
    for (let run = 0; run < 5; run++) await client.query(text, [0]);
    // One slow run among quick ones is a busy moment, not a slow plan: the statement stays kept.
    await client.query(text, [30]);
    await client.query(text, [0]);
    await client.query(text, [0]);
    expect(await preparedAs(text)).toBe(1);
    for (let run = 0; run < 3; run++) await client.query(text, [30]);
    // Closed with the next statement prepared.
    await client.query('select $1::int as next_one', [1]);
    expect(await preparedAs(text)).toBe(0);
    const { rows } = await client.query<{ ms: number }>(text, [1]);
    expect(rows[0]!.ms).toBe(1);
    expect(await preparedAs(text)).toBe(0);
  });

  it('plans a statement for its values each time when its first five runs are all slow', async () => {
    const text = 'select pg_sleep($1::float8 / 1000) is not null as slept, $1::float8 + 1 as ms';
    for (let run = 0; run < 4; run++) await client.query(text, [8]);
    expect(await preparedAs(text)).toBe(1);
    await client.query(text, [8]);
    await client.query('select $1::int as after_five_slow_runs', [1]);
    expect(await preparedAs(text)).toBe(0);
  });

  it(`keeps at most ${MOST_STATEMENTS_KEPT} statements, closing the least used, and answers a closed one again`, async () => {
    const texts = Array.from({ length: MOST_STATEMENTS_KEPT + 40 }, (_, i) => `select $1::int + ${i} as sum`);
    for (const text of texts) await client.query(text, [1]);
    // The statement that closes the oldest ones is prepared alongside: a few over, never more.
    expect(await kept()).toBeLessThanOrEqual(MOST_STATEMENTS_KEPT + 1);
    const { rows } = await client.query<{ sum: number }>(texts[0]!, [2]);
    expect(rows[0]!.sum).toBe(2);
  }, 60_000);
});
