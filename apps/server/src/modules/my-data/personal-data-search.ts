import { expect } from 'vitest';
import type { Database } from '../../db/client';

/** Where a word was found: the table, the column and how many rows. */
export interface Finding {
  table: string;
  column: string;
  rows: number;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Every column of every table in the public schema that can hold words (text, varchar, char,
 * citext, json, jsonb and their arrays), read from information_schema, so a table added later
 * (an audit log's before and after) is searched without a change here.
 */
async function wordColumns(database: Database) {
  const client = (
    database.db as unknown as { $client: { query(text: string): Promise<{ rows: unknown[] }> } }
  ).$client;
  const { rows } = await client.query(
    `select c.table_name as "table", c.column_name as "column"
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
             or c.udt_name = 'citext')
      order by 1, 2`,
  );
  return { client, columns: rows as { table: string; column: string }[] };
}

/** The columns holding any of the words, whatever their case (json cast to its text). */
export async function findWords(database: Database, words: string[]): Promise<Finding[]> {
  const { client, columns } = await wordColumns(database);
  expect(columns.length).toBeGreaterThan(50);
  const findings: Finding[] = [];
  for (const { table, column } of columns) {
    const value = `lower(${quoteIdentifier(column)}::text)`;
    const matches = words
      .map((word) => `strpos(${value}, ${quoteText(word.toLowerCase())}) > 0`)
      .join(' or ');
    const { rows } = await client.query(
      `select count(*)::int as rows from ${quoteIdentifier(table)} where ${matches}`,
    );
    const count = (rows[0] as { rows: number }).rows;
    if (count > 0) findings.push({ table, column, rows: count });
  }
  return findings;
}
