/** Runs one SQL text and answers its rows (PGlite and node-postgres both answer `{rows}`). */
export type RunQuery = <Row>(text: string) => Promise<Row[]>;

/** Every table's row count and a digest of all its rows' contents. */
export type TableChecksums = Record<string, { rows: number; checksum: string }>;

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Counts and digests every table of the shop (the public schema, and drizzle's record of the
 * migrations applied), in one statement so they all read one snapshot. The rows are digested
 * as text in a fixed order, so the same rows give the same digest on any server.
 */
export async function tableChecksums(query: RunQuery): Promise<TableChecksums> {
  const tables = await query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')
     order by table_schema, table_name`,
  );
  if (tables.length === 0) return {};
  const parts = tables.map(({ schema, name }) => {
    const label = schema === 'public' ? name : `${schema}.${name}`;
    const row = 't::text collate "C"';
    return `select '${label.replaceAll("'", "''")}' as name, count(*)::int as rows,
      md5(coalesce(string_agg(${row}, E'\\n' order by ${row}), '')) as checksum
      from ${quoteIdentifier(schema)}.${quoteIdentifier(name)} as t`;
  });
  const rows = await query<{ name: string; rows: number; checksum: string }>(parts.join('\nunion all\n'));
  return Object.fromEntries(
    rows.map((row) => [row.name, { rows: Number(row.rows), checksum: row.checksum }]),
  );
}
