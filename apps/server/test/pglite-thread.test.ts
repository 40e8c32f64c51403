import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import type { PgliteThread } from '../src/db/pglite-thread-client';
import { isUniqueViolation, rowsOf } from '../src/db/query-helpers';

// The embedded database on a thread of its own (decision 0041): the server's thread goes on
// answering while a statement runs, and transactions keep PGlite's own rules.
describe('PGlite on its own thread', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    await database.db.execute(sql`create table notes (id int primary key, body text not null)`);
  });

  afterAll(async () => {
    await database?.close();
  });

  it("keeps the server's event loop turning while a long statement runs", async () => {
    let last = performance.now();
    let longestGap = 0;
    const ticking = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 2);
    const started = performance.now();
    const result = await database.db.execute(
      sql`select count(*)::int as count from generate_series(1, 4000000) as numbers(n) where n % 7 = 0`,
    );
    const statementMs = performance.now() - started;
    clearInterval(ticking);
    expect(rowsOf<{ count: number }>(result)[0]!.count).toBe(571_428);
    // In the server's own thread the loop stood still for the whole statement.
    expect(statementMs).toBeGreaterThan(100);
    expect(longestGap).toBeLessThan(statementMs / 2);
  });

  it('holds statements outside a transaction until it ends, then shows them what it wrote', async () => {
    const events: string[] = [];
    let outside: Promise<unknown> | undefined;
    await database.db.transaction(async (transaction) => {
      await transaction.execute(sql`insert into notes values (1, 'first')`);
      outside = database.db.execute(sql`select count(*)::int as count from notes`).then((answer) => {
        events.push('outside read');
        return answer;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await transaction.execute(sql`insert into notes values (2, 'second')`);
      events.push('transaction done');
    });
    const answer = await outside;
    expect(events).toEqual(['transaction done', 'outside read']);
    expect(rowsOf<{ count: number }>(answer)[0]!.count).toBe(2);
  });

  it("rolls a failed transaction back whole, and its error keeps PostgreSQL's code", async () => {
    const failure = await database.db
      .transaction(async (transaction) => {
        await transaction.execute(sql`insert into notes values (3, 'third')`);
        await transaction.execute(sql`insert into notes values (1, 'again')`);
      })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(failure)).toBe(true);
    const rows = rowsOf<{ id: number }>(await database.db.execute(sql`select id from notes order by id`));
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it('answers timestamps as text to Drizzle and as dates to a plain query, in either order', async () => {
    const client = (database.db as unknown as { $client: PgliteThread }).$client;
    const moment = "select timestamptz '2026-11-26 10:00:00+00' as moment";
    const plainFirst = await client.query<{ moment: unknown }>(moment);
    const throughDrizzle = rowsOf<{ moment: unknown }>(await database.db.execute(sql.raw(moment)));
    const plainAfter = await client.query<{ moment: unknown }>(moment);
    expect(plainFirst.rows[0]!.moment).toEqual(new Date('2026-11-26T10:00:00Z'));
    expect(throughDrizzle[0]!.moment).toBe('2026-11-26 10:00:00+00');
    expect(plainAfter.rows[0]!.moment).toEqual(new Date('2026-11-26T10:00:00Z'));
  });

  it('refuses statements once closed, with a clear error', async () => {
    const closing = await openDatabase({ kind: 'pglite-memory' });
    await closing.ping();
    await closing.close();
    await expect(closing.ping()).rejects.toThrow(/database thread stopped|closed/i);
  });
});
