import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { PostgresToolMissingError } from './postgres-tools';

const serverFolder = path.resolve(import.meta.dirname, '../../..');

describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run db:backup on PostgreSQL', () => {
  let database: TestDatabase;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-command-'));
  // Node's own folder may hold pg_dump too (/usr/bin), so the PATH is a folder with node alone.
  const nodeOnly = path.join(folder, 'bin');
  mkdirSync(nodeOnly);
  symlinkSync(process.execPath, path.join(nodeOnly, 'node'));

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { seed: true });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** What `npm run db:backup -- FILE` runs, with this PATH. */
  const backUp = (file: string, pathVariable: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/scripts/db-backup.ts', file], {
      cwd: serverFolder,
      env: { PATH: pathVariable, DATABASE_URL: database.url, DATA_DIR: path.join(folder, 'data') },
      encoding: 'utf8',
    });

  it('without pg_dump on the PATH says so and how to install it, exits non-zero and writes no file', () => {
    const file = path.join(folder, 'without-pg-dump.tar.gz');
    const run = backUp(file, nodeOnly);
    expect(run.status, run.stdout).toBe(1);
    expect(run.stderr.trim()).toBe(new PostgresToolMissingError('pg_dump').message);
    expect(run.stderr).toContain('apt-get install postgresql-client');
    expect(existsSync(file)).toBe(false);

    // The same command with the machine's PATH backs up: the PATH alone made the difference.
    const withTools = backUp(path.join(folder, 'with-pg-dump.tar.gz'), process.env.PATH ?? '');
    expect(withTools.status, withTools.stderr).toBe(0);
    expect(existsSync(path.join(folder, 'with-pg-dump.tar.gz'))).toBe(true);
  });
});
