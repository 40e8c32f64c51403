import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dashboardResponseSchema } from '@shop/shared';
import { BACKUP_TEXTS } from '@shop/shared/backup-texts';
import { beforeAll, expect, it } from 'vitest';
import { createTestUser, shopOwner, type TestUser } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { bearer } from '../../../test/helpers/users';
import { returnPhotosFolder } from '../returns';
import { unpackBackupFile } from './backup-file';

const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-download-'));

describeEachDatabase(
  'the owner’s backup download, on a shop without BACKUP_DIR',
  { seed: true },
  (context) => {
    let owner: TestUser;
    let staff: TestUser;

    beforeAll(async () => {
      owner = await shopOwner(context.database.db);
      staff = await createTestUser(context.database.db, { isAdmin: true, name: 'Kojo Staff' });
    });

    it('tells the dashboard that no automatic backup is taken and none exists', async () => {
      const answer = await call(context.app, 'GET', '/api/admin/dashboard', { token: staff.token });
      expect(dashboardResponseSchema.parse(answer.body).backup).toEqual({
        automatic: false,
        lastAt: null,
        bytes: null,
        file: null,
        failedAt: null,
        error: null,
      });
    });

    it('sends the owner a fresh backup of the whole shop, return photos included, and keeps no copy of it', async () => {
      // A shopper's photo of a fault, as the returns module keeps it.
      const photos = returnPhotosFolder(context.app.config.dataDir);
      mkdirSync(photos, { recursive: true });
      const photo = Buffer.from(`a cracked screen on ${context.database.kind}`);
      writeFileSync(path.join(photos, 'b7e4c2a0-0000-4000-8000-000000000001.webp'), photo);
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/admin/backup',
        headers: bearer(owner.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/gzip');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${BACKUP_TEXTS.fileName(new Date().toISOString().slice(0, 10))}"`,
      );
      const file = path.join(folder, `${context.database.kind}.tar.gz`);
      writeFileSync(file, response.rawPayload);
      const { manifest, folders } = await unpackBackupFile(
        file,
        path.join(folder, `${context.database.kind}-unpacked`),
      );
      expect(manifest.database).toBe(context.database.kind);
      // The owner and the staff member made above are in it.
      expect(manifest.tables.users?.rows).toBeGreaterThanOrEqual(2);
      expect(manifest.returnPhotos).toEqual([
        { name: 'b7e4c2a0-0000-4000-8000-000000000001.webp', bytes: photo.length },
      ]);
      expect(
        readFileSync(path.join(folders.returnPhotos, 'b7e4c2a0-0000-4000-8000-000000000001.webp')),
      ).toEqual(photo);
      // The file was written in the data directory's private folder and deleted once sent.
      const downloads = path.join(context.app.config.dataDir, 'backup-downloads');
      await expect.poll(() => readdirSync(downloads)).toEqual([]);
      expect(statSync(downloads).mode & 0o777).toBe(0o700);
    }, 120_000);

    it('refuses other staff, with a message that says who may', async () => {
      const refused = await call(context.app, 'GET', '/api/admin/backup', { token: staff.token });
      expect(refused).toMatchObject({
        status: 403,
        body: { success: false, message: BACKUP_TEXTS.ownerOnly },
      });
    });
  },
);
