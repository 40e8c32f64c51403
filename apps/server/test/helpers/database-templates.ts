import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { seedDemoShop } from '../../src/demo-shop/seed-demo-shop';

/**
 * Migrated (and migrated and seeded) databases made once per test run, which each test file's
 * fresh database starts from: a PGlite opened from a dump skips initdb and the migrations
 * (0.5 s instead of 1.5 s), a PostgreSQL database is copied from a template database.
 */
export interface DatabaseTemplates {
  pglite: { migrated: string; seeded: string };
  postgres?: { migrated: string; seeded: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates | undefined;
  }
}

type PgliteClient = { dumpDataDir(compression: 'none'): Promise<Blob> };

async function dumpPglite(database: Database, file: string): Promise<void> {
  const client = (database.db as unknown as { $client: PgliteClient }).$client;
  const dump = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Builds the templates (vitest's global setup); the returned function removes them. */
export async function buildDatabaseTemplates(): Promise<{
  templates: DatabaseTemplates;
  remove: () => Promise<void>;
}> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'shop-test-templates-'));
  const pglite = {
    migrated: path.join(directory, 'migrated.tar'),
    seeded: path.join(directory, 'seeded.tar'),
  };
  // PGlite works in a thread of its own and PostgreSQL in its server: built side by side, the
  // two take both cores instead of one after the other.
  const buildPglite = async () => {
    const database = await openDatabase({ kind: 'pglite-memory' });
    try {
      await database.migrate();
      await dumpPglite(database, pglite.migrated);
      await seedDemoShop(database.db);
      await dumpPglite(database, pglite.seeded);
    } finally {
      await database.close();
    }
  };

  const buildPostgres = async (adminUrl: string, names: { migrated: string; seeded: string }) => {
    // The seeded template is a copy of the migrated one, seeded: the migrations run once.
    for (const [name, seed] of [
      [names.migrated, false],
      [names.seeded, true],
    ] as const) {
      await adminQuery(
        adminUrl,
        seed ? `CREATE DATABASE ${name} TEMPLATE ${names.migrated}` : `CREATE DATABASE ${name}`,
      );
      const template = await openDatabase({
        kind: 'postgres',
        url: databaseUrl(adminUrl, name),
        poolSize: 1,
      });
      try {
        if (seed) await seedDemoShop(template.db);
        else await template.migrate();
      } finally {
        await template.close();
      }
    }
  };
  const adminUrl = process.env.TEST_DATABASE_URL;
  const run = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const postgres: DatabaseTemplates['postgres'] = adminUrl
    ? { migrated: `shop_template_${run}_migrated`, seeded: `shop_template_${run}_seeded` }
    : undefined;
  await Promise.all([buildPglite(), adminUrl && postgres && buildPostgres(adminUrl, postgres)]);

  const remove = async () => {
    rmSync(directory, { recursive: true, force: true });
    if (adminUrl && postgres) {
      for (const name of [postgres.migrated, postgres.seeded]) {
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }
  };
  return { templates: { pglite, postgres }, remove };
}

/** The run's templates, when this test runs under the server project's global setup. */
export function databaseTemplates(): DatabaseTemplates | undefined {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined;
  }
}

/** A dump to open a PGlite from. */
export function pgliteTemplate(file: string): Blob {
  return new Blob([readFileSync(file)]);
}

/**
 * Writes the run's migrated (or seeded) PGlite template into `dataDir` as the shop's data
 * directory (DATA_DIR/pglite), as a command or the server finds it after a first start: a
 * command run on it skips initdb and the migrations. False when the run has no templates (the
 * directory is then left empty, for the command to migrate).
 */
export async function pgliteDataDirectoryFrom(
  template: 'migrated' | 'seeded',
  dataDir: string,
): Promise<boolean> {
  const file = databaseTemplates()?.pglite[template];
  if (!file) return false;
  const client = new PGlite({
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: pgliteTemplate(file),
    extensions: { pg_trgm },
  });
  await client.waitReady;
  await client.close();
  return true;
}
