import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dashboardResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase, testConfig } from '../../../test/helpers/test-app';
import { registerStaff, type Shopper } from '../../../test/helpers/users';
import { buildApp } from '../../app';
import type { App } from '../../plugins/zod-type-provider';
import { returnPhotosFolder } from '../returns';
import { runDueBackup } from '.';
import { unpackBackupFile } from './backup-file';

const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-auto-backups-'));
const backupDir = path.join(folder, 'backups');
const settings = { dir: backupDir, everyHours: 24, keep: 2 };

describeEachDatabase('automatic backups', { seed: true, config: { backup: settings } }, (context) => {
  let second: App;
  let broken: App;
  let staff: Shopper;
  const rows = async (text: string) =>
    (
      await (
        context.database.db as unknown as { $client: { query(text: string): Promise<{ rows: unknown[] }> } }
      ).$client.query(text)
    ).rows;
  const dashboard = async () =>
    dashboardResponseSchema.parse(
      (await call(context.app, 'GET', '/api/admin/dashboard', { token: staff.token })).body,
    );
  const files = () =>
    readdirSync(backupDir)
      .filter((name) => name.endsWith('.tar.gz'))
      .sort();
  /** As if the last backup had been taken a day and an hour ago. */
  const ageBackups = () => rows(`update backups set started_at = started_at - interval '25 hours'`);

  beforeAll(async () => {
    // Each database's shop starts with an empty BACKUP_DIR: the other database's run wrote here too.
    rmSync(backupDir, { recursive: true, force: true });
    staff = await registerStaff(context);
    // A second instance on the same database and data folder (either may win the race and must
    // find the same return photos), and one whose BACKUP_DIR cannot be written.
    second = await buildApp(testConfig({ backup: settings, dataDir: context.app.config.dataDir }), {
      database: context.database,
      skipMigrations: true,
      logger: false,
    });
    const notAFolder = path.join(folder, 'a-file');
    writeFileSync(notAFolder, 'not a folder');
    broken = await buildApp(testConfig({ backup: { ...settings, dir: path.join(notAFolder, 'backups') } }), {
      database: context.database,
      skipMigrations: true,
      logger: false,
    });
  });
  afterAll(async () => {
    await second?.close();
    await broken?.close();
  });

  it('is taken by one instance of two checking at once, return photos included, and shown on the dashboard', async () => {
    const photos = returnPhotosFolder(context.app.config.dataDir);
    mkdirSync(photos, { recursive: true });
    writeFileSync(path.join(photos, 'c1d2e3f4-0000-4000-8000-000000000002.webp'), 'a serial label');
    expect((await dashboard()).backup).toEqual({
      automatic: true,
      lastAt: null,
      bytes: null,
      file: null,
      failedAt: null,
      error: null,
    });
    const outcomes = await Promise.all([runDueBackup(context.app), runDueBackup(second)]);
    expect(outcomes.sort()).toEqual(['not due', 'taken']);
    expect(files()).toHaveLength(1);
    const { manifest } = await unpackBackupFile(
      path.join(backupDir, files()[0]!),
      mkdtempSync(path.join(folder, 'unpacked-')),
    );
    expect(manifest.returnPhotos).toEqual([{ name: 'c1d2e3f4-0000-4000-8000-000000000002.webp', bytes: 14 }]);
    const { backup } = await dashboard();
    expect(backup?.file).toBe(files()[0]);
    expect(backup?.bytes).toBe(statSync(path.join(backupDir, files()[0]!)).size);
    expect(Date.now() - Date.parse(backup!.lastAt!)).toBeLessThan(120_000);
    // Not due again until BACKUP_EVERY_HOURS have passed.
    expect(await runDueBackup(second)).toBe('not due');
  }, 120_000);

  it('keeps the newest BACKUP_KEEP files', async () => {
    for (const minutes of [1, 2]) {
      await ageBackups();
      expect(await runDueBackup(context.app, new Date(Date.now() + minutes * 60_000))).toBe('taken');
    }
    expect(files()).toHaveLength(2);
    const newest = (await dashboard()).backup?.file;
    expect(files()).toContain(newest);
  }, 120_000);

  it('records a failure, alerts staff through the outbox, and retries within the hour, not at once', async () => {
    await ageBackups();
    expect(await runDueBackup(broken)).toBe('failed');
    const { backup } = await dashboard();
    expect(backup?.error).toMatch(/ENOTDIR|not a directory/);
    expect(backup?.failedAt).not.toBeNull();
    const alerts = await rows(`select recipient from outbox where kind = 'backup-failed'`);
    expect(alerts).toContainEqual({ recipient: staff.email });
    expect(await runDueBackup(context.app)).toBe('not due');
    // An hour on, a working instance takes it, and the dashboard shows no failure.
    await rows(`update backups set started_at = started_at - interval '61 minutes' where error is not null`);
    expect(await runDueBackup(context.app, new Date(Date.now() + 3 * 60_000))).toBe('taken');
    expect((await dashboard()).backup).toMatchObject({ failedAt: null, error: null });
  }, 120_000);
});
