import type { Database } from '../../src/db/client';

/** Each table of the shop's schema and a signature of all its rows, to compare before and after requests. */
export type TableSnapshot = Record<string, string>;

/**
 * Plain SQL straight to the driver (PGlite or the pg pool; both answer `{rows}`), without
 * drizzle's per-query work: a fuzz test asks these thousands of times.
 */
async function rowsOf<Row>(database: Database, text: string): Promise<Row[]> {
  const client = (database.db as unknown as { $client: { query(text: string): Promise<{ rows: Row[] }> } })
    .$client;
  return (await client.query(text)).rows;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * A signature of every row of every table in the public schema, in one query. A row
 * written (inserted, updated, even to the same values) gets the writing transaction's id
 * as its xmin, and one deleted leaves the count, so the count and the sum of the xmins
 * change with any committed write, and cost no reading of the rows' contents. A table added
 * later is covered without a change here. Tables in `leaveOut` are compared by content
 * without the listed bookkeeping columns (say, when a session was last used), so a write
 * of those alone does not count.
 */
export async function snapshotTables(
  database: Database,
  { leaveOut = {} }: { leaveOut?: Record<string, string[]> } = {},
): Promise<TableSnapshot> {
  const tables = await rowsOf<{ name: string }>(
    database,
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts = tables.map(({ name }) => {
    const columns = leaveOut[name];
    const text = columns && `(to_jsonb(t) - ${quoteText(`{${columns.join(',')}}`)}::text[])::text`;
    const signature = text
      ? `count(*) || ':' || md5(coalesce(string_agg(${text}, E'\n' order by ${text}), ''))`
      : `count(*) || ':' || coalesce(sum(t.xmin::text::bigint), 0)`;
    return `select ${quoteText(name)} as name, ${signature} as digest from ${quoteIdentifier(name)} as t`;
  });
  const rows = await rowsOf<{ name: string; digest: string }>(database, parts.join('\nunion all\n'));
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/**
 * The next transaction id the server will hand out. Reads take none, so while it stays the
 * same nothing was written, which is much cheaper to ask than a snapshot. It also moves for
 * a write rolled back, and on a shared PostgreSQL server for other databases' writes: a
 * moved marker means "compare snapshots", not "changed".
 */
export async function writeMarker(database: Database): Promise<string> {
  const [row] = await rowsOf<{ marker: string }>(
    database,
    'select pg_snapshot_xmax(pg_current_snapshot())::text as marker',
  );
  return row!.marker;
}
