import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { sql } from 'drizzle-orm';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../src/paths';
import type { TestDatabase } from './test-database';

/** A copy of the migrations folder that stops after `lastTag`, to build a database as it was then. */
export function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === lastTag);
  if (last < 0) throw new Error(`No migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[]) {
    copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

/** Migrates an empty database up to and including `lastTag`, as a shop that last updated then. */
export async function migrateUpTo(database: TestDatabase, lastTag: string): Promise<void> {
  const migrationsFolder = migrationsUpTo(lastTag);
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder });
  else await migrateNodePostgres(database.db as never, { migrationsFolder });
}

/** PGlite answers `{rows}`, node-postgres a result with `rows` too; both read the same here. */
export async function rowsOf<Row>(database: TestDatabase, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
