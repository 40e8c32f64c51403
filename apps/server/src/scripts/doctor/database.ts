import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { type Database, databaseLocation, openDatabase, sql } from '../../db/client';
import { lockHolder } from '../../db/data-dir-lock';
import { migrationsFolder } from '../../paths';
import { advice, type Finding, fix, maskUrl, ok, reasonOf } from './finding';

/** How long the doctor waits for PostgreSQL to answer before saying it does not. */
const CONNECT_TIMEOUT_MS = 5000;

export interface OpenedDatabase {
  database: Database | undefined;
  findings: Finding[];
}

/**
 * Opens the shop's database as the server would. PGlite's data directory is the server's
 * alone while it runs (decision 0045): then the doctor leaves it and says the checks that
 * need it were skipped. A data directory without a shop is not made into one.
 */
export async function openShopDatabase(config: Config): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const target = maskUrl(config.databaseUrl);
    try {
      const database = await withTimeout(
        openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 }),
        CONNECT_TIMEOUT_MS,
      );
      try {
        await withTimeout(database.ping(), CONNECT_TIMEOUT_MS);
      } catch (error) {
        await database.close().catch(() => {});
        throw error;
      }
      return { database, findings: [ok(`PostgreSQL answers at ${target}.`)] };
    } catch (error) {
      return {
        database: undefined,
        findings: [
          fix(
            `PostgreSQL at ${target} does not answer (${reasonOf(error)}): orders cannot be taken. Check DATABASE_URL and that PostgreSQL runs.`,
          ),
        ],
      };
    }
  }
  const embedded = advice(
    `The database is embedded PGlite in ${config.dataDir}: it is for trying the shop. A live shop should use PostgreSQL (set DATABASE_URL; docs/operations.md).`,
  );
  const server = lockHolder(config.dataDir);
  if (server !== undefined) {
    return {
      database: undefined,
      findings: [
        embedded,
        advice(
          `The shop's server (pid ${server}) holds the data directory, so the database checks (migrations, seller details, backups' record) were skipped. Stop it and run the doctor again to have them.`,
        ),
      ],
    };
  }
  if (!existsSync(path.join(config.dataDir, 'pglite'))) {
    return {
      database: undefined,
      findings: [
        embedded,
        fix(
          `There is no shop in ${config.dataDir} (no pglite folder): set DATA_DIR to the shop's data directory, or start the shop once.`,
        ),
      ],
    };
  }
  try {
    const database = await openDatabase(databaseLocation(config));
    return { database, findings: [embedded, ok(`The PGlite database in ${config.dataDir} opens.`)] };
  } catch (error) {
    return {
      database: undefined,
      findings: [
        embedded,
        fix(`The PGlite database in ${config.dataDir} does not open: ${reasonOf(error)}.`),
      ],
    };
  }
}

async function withTimeout<Value>(promise: Promise<Value>, timeoutMs: number): Promise<Value> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The migrations this code carries (drizzle's journal), oldest first. */
export function journalMigrations(folder = migrationsFolder): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}

/**
 * Compares what the database applied with the journal as drizzle's migrator does: a migration
 * is applied when the newest applied one is not older than it (drizzle.__drizzle_migrations).
 */
export async function checkMigrations(database: Database, folder = migrationsFolder): Promise<Finding> {
  const migrations = journalMigrations(folder);
  let newestApplied = 0;
  try {
    const result = (await database.db.execute(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { newest: string | null }[] };
    newestApplied = Number(result.rows[0]?.newest ?? 0);
  } catch {
    // No migrations table: nothing was ever applied.
  }
  const pending = migrations.filter((migration) => migration.when > newestApplied);
  if (pending.length === 0)
    return ok(`Migrations current (${migrations.length}, up to ${migrations.at(-1)?.tag}).`);
  const names = pending.map((migration) => migration.tag);
  const listed =
    names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
  return fix(
    `${pending.length} migration${pending.length === 1 ? '' : 's'} not applied (${listed}): this code would fail on the old tables. Run npm run db:migrate (the shop's start does it too).`,
  );
}
