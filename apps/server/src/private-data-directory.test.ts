import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sizedImagePath, uploadResponseSchema } from '@shop/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestUser, multipartBody } from '../test/helpers/admin-fixtures';
import { readableByOthers } from '../test/helpers/readable-by-others';
import { testConfig } from '../test/helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/helpers/test-database';
import { buildApp } from './app';
import { runDueBackup } from './modules/backups';
import type { App } from './plugins/zod-type-provider';

/** Every line the server logs, parsed. */
function logCapture() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

const WARN = 40;
const modeOf = (file: string) => statSync(file).mode & 0o777;

/** Makes `entry` with exactly `mode`, whatever the umask. */
function withMode(entry: string, mode: number, content?: string) {
  if (content === undefined) mkdirSync(entry, { recursive: true });
  else writeFileSync(entry, content);
  chmodSync(entry, mode);
}

for (const kind of databaseKinds) {
  describe(`the shop's files are readable by the shop alone [${kind}]`, () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-private-'));
    const dataDir = path.join(folder, 'data');
    const backupDir = path.join(folder, 'backups');
    const outside = path.join(folder, 'not-the-shops.txt');
    const backup = { dir: backupDir, everyHours: 24, keep: 5 };
    let database: TestDatabase;
    const apps: App[] = [];
    let umaskBefore: number;

    const start = async () => {
      const log = logCapture();
      const app = await buildApp(testConfig({ dataDir, backup, logLevel: 'warn' }), {
        database,
        skipMigrations: true,
        logger: { stream: log.stream },
      });
      apps.push(app);
      await app.ready();
      // The warnings about the shop's folders (the test payment provider warns too).
      const warnings = log.lines
        .filter((line) => line.level === WARN && line.msg.includes(dataDir))
        .map((line) => line.msg);
      return { app, warnings };
    };

    beforeAll(async () => {
      // The usual shell's umask: without explicit modes, new files would be readable by all.
      umaskBefore = process.umask(0o022);
      database = await createTestDatabase(kind);
      // A data directory and backups left by a shop from before, or copied in by hand.
      withMode(dataDir, 0o755);
      withMode(path.join(dataDir, 'uploads'), 0o775);
      withMode(path.join(dataDir, 'uploads', 'old.webp'), 0o644, 'an old upload');
      withMode(path.join(dataDir, 'uploads', 'read-only.webp'), 0o444, 'kept read-only');
      withMode(path.join(dataDir, 'image-cache', '320'), 0o755);
      chmodSync(path.join(dataDir, 'image-cache'), 0o755);
      withMode(path.join(dataDir, 'image-cache', '320', 'old.webp'), 0o666, 'a cached size');
      withMode(backupDir, 0o755);
      withMode(path.join(backupDir, 'shop-backup-2026-11-01T00-00-00-000Z.tar.gz'), 0o644, 'a backup');
      // A link is neither followed nor changed: what it points to is not the shop's.
      withMode(outside, 0o644, 'someone else');
      symlinkSync(outside, path.join(dataDir, 'a-link'));
    }, 60_000);
    afterAll(async () => {
      for (const app of apps) await app.close();
      await database?.dispose();
      process.umask(umaskBefore);
    });

    it('tightens a data directory and backup folder others could read at start-up, and says how many', async () => {
      expect(readableByOthers(dataDir).offenders).toHaveLength(7);
      const { warnings } = await start();

      expect(readableByOthers(dataDir).offenders).toEqual([]);
      expect(readableByOthers(backupDir).offenders).toEqual([]);
      expect(warnings).toEqual([
        `9 files and folders in ${dataDir} and ${backupDir} could be read by other users of this machine; they are now readable by the shop alone (folders 0700, files 0600).`,
      ]);
      // Only the group's and others' bits go: a read-only file stays read-only.
      expect(modeOf(path.join(dataDir, 'uploads', 'read-only.webp'))).toBe(0o400);
      expect(modeOf(path.join(dataDir, 'uploads'))).toBe(0o700);
      expect(modeOf(outside)).toBe(0o644);

      // Nothing to tighten at the next start: no warning.
      expect((await start()).warnings).toEqual([]);
    });

    it('writes uploads, sized pictures and automatic backups for the shop alone', async () => {
      const app = apps[0] ?? (await start()).app;
      const staff = await createTestUser(database.db, { isAdmin: true });
      const picture = await sharp({
        create: { width: 900, height: 600, channels: 3, background: '#2e7d32' },
      })
        .png()
        .toBuffer();
      const { payload, headers } = multipartBody([
        { field: 'file', fileName: 'radio.png', contentType: 'image/png', data: picture },
      ]);
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/admin/uploads',
        payload,
        headers: { ...headers, ...bearer(staff.token) },
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const { url } = uploadResponseSchema.parse(uploaded.json());
      const sized = await app.inject({ method: 'GET', url: sizedImagePath(url, 640) });
      expect(sized.statusCode).toBe(200);
      expect(await runDueBackup(app)).toBe('taken');

      const uploads = readdirSync(path.join(dataDir, 'uploads'));
      expect(uploads).toContain(path.basename(url));
      expect(readdirSync(path.join(dataDir, 'image-cache', '640'))).toHaveLength(1);
      expect(readdirSync(backupDir).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(2);
      expect(readableByOthers(dataDir).offenders).toEqual([]);
      expect(readableByOthers(backupDir).offenders).toEqual([]);
    }, 120_000);
  });
}
