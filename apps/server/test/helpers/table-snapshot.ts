import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/** Each table of the shop's schema and a digest of all its rows, to compare before and after requests. */
export type TableSnapshot = Record<string, string>;

async function rowsOf<Row>(database: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * A digest of every row of every table in the public schema: one query per table, rows
 * sorted by their text so the digest does not depend on the order the database reads them.
 * A table added later is covered without a change here.
 */
export async function snapshotTables(database: Database): Promise<TableSnapshot> {
  const tables = await rowsOf<{ name: string }>(
    database,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: TableSnapshot = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ count: number | string; digest: string | null }>(
      database,
      sql`select count(*) as count, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as digest
          from ${sql.identifier(name)} as t`,
    );
    snapshot[name] = `${row!.count}:${row!.digest}`;
  }
  return snapshot;
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
