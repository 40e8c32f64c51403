import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client';
import { seedDemoShop } from '../../src/demo-shop/seed-demo-shop';
import { databaseTemplates, databaseUrl, pgliteTemplate } from './database-templates';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase extends Database {
  /** Closes the database and drops it (PostgreSQL) so nothing is left behind. */
  dispose(): Promise<void>;
  /** PostgreSQL: the database's address, for a second server instance on it. */
  url?: string;
}

/**
 * A fresh database of its own for one test file: in-memory PGlite or a new PostgreSQL
 * database, migrated unless `migrate` is false (a test of the migrations themselves), with the
 * demo shop when `seed` is true. Under the server project's global setup it starts from the
 * run's templates (helpers/database-templates.ts) instead of migrating and seeding itself.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  { migrate = true, seed = false }: { migrate?: boolean; seed?: boolean } = {},
): Promise<TestDatabase> {
  const templates = migrate ? databaseTemplates() : undefined;
  if (kind === 'pglite') {
    const template = templates && (seed ? templates.pglite.seeded : templates.pglite.migrated);
    const database = await openDatabase({
      kind: 'pglite-memory',
      from: template ? pgliteTemplate(template) : undefined,
    });
    if (migrate && !template) await database.migrate();
    if (seed && !template) await seedDemoShop(database.db);
    return { ...database, dispose: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `shop_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = templates?.postgres && (seed ? templates.postgres.seeded : templates.postgres.migrated);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
  if (migrate && !template) await database.migrate();
  if (seed && !template) await seedDemoShop(database.db);
  return {
    ...database,
    url,
    dispose: async () => {
      await database.close();
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}
