import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helpers/test-app';
import { buildApp } from '../app';
import { openDatabase } from './client';
import { DataDirectoryLockedError } from './data-dir-lock';
import { newsletterSubscribers } from './schema';

describe('embedded database', () => {
  it('refuses a second opener of the same data directory and keeps data across a reopen', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await first.db.insert(newsletterSubscribers).values({ email: 'kept@example.com' });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DataDirectoryLockedError);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await second.db.select().from(newsletterSubscribers);
    expect(rows.map((row) => row.email)).toEqual(['kept@example.com']);
    await second.close();
  }, 60_000);

  it('answers 503 from health when the database does not answer', async () => {
    const database = await openDatabase({ kind: 'pglite-memory' });
    await database.migrate();
    const app = await buildApp(testConfig(), {
      database: { ...database, ping: () => Promise.reject(new Error('down')) },
      skipMigrations: true,
      logger: false,
    });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: 'The database is not reachable.' });
    await app.close();
    await database.close();
  }, 60_000);

  it('stops with a clear message when PostgreSQL cannot be reached', async () => {
    await expect(
      buildApp(testConfig({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }), { logger: false }),
    ).rejects.toThrow(/ECONNREFUSED|connect/);
  });
});
