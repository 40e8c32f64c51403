import { createReadStream, createWriteStream, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { returnPhotoResponseSchema } from '@shop/shared';
import sharp from 'sharp';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, multipartBody, type TestUser } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { deliveredOrder } from '../../../test/helpers/delivered-order';
import { createTestApp, type TestContext, testConfig } from '../../../test/helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/helpers/test-database';
import { bearer } from '../../../test/helpers/users';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { returnPhotosFolder } from '../returns';
import { type BackupManifest, restoreBackup, takeBackup } from '.';

/**
 * Rewrites a backup file entry by entry: `keep` says which entries stay, `manifest` may
 * change the manifest. Makes a backup of the format before return photos were included, or
 * one that lost a photo on its way.
 */
async function rewriteBackup(
  file: string,
  copy: string,
  keep: (name: string) => boolean,
  manifest: (manifest: BackupManifest) => BackupManifest,
) {
  const extract = tar.extract();
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(copy));
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const name = entry.header.name;
    if (!keep(name)) continue;
    const body =
      name === 'manifest.json'
        ? Buffer.from(JSON.stringify(manifest(JSON.parse(Buffer.concat(chunks).toString('utf8')))))
        : Buffer.concat(chunks);
    pack.entry({ name }, body);
  }
  await reading;
  pack.finalize();
  await written;
}

for (const kind of databaseKinds) {
  describe(`backups hold the return photos [${kind}]`, () => {
    let context: TestContext;
    const workFolder = mkdtempSync(path.join(os.tmpdir(), 'shop-photo-backup-'));
    const targets: TestDatabase[] = [];
    const emptyTarget = async () => {
      const dataDir = mkdtempSync(path.join(workFolder, 'target-'));
      if (kind === 'pglite') return { dataDir };
      const database = await createTestDatabase('postgres', { migrate: false });
      targets.push(database);
      return { dataDir, databaseUrl: database.url };
    };
    /** The restored shop as a server: what staff would ask it for a photo. */
    const photoServedBy = async (target: { dataDir: string; databaseUrl?: string }, photoId: string) => {
      const database = await openDatabase(
        target.databaseUrl
          ? { kind: 'postgres', url: target.databaseUrl, poolSize: 2 }
          : { kind: 'pglite', dataDir: target.dataDir },
      );
      const app = await buildApp(testConfig({ dataDir: target.dataDir }), {
        database,
        skipMigrations: true,
        logger: false,
      });
      try {
        await app.ready();
        const staff = await createTestUser(database.db, { isAdmin: true });
        return await app.inject({
          method: 'GET',
          url: `/api/admin/returns/photos/${photoId}`,
          headers: bearer(staff.token),
        });
      } finally {
        await app.close();
        await database.close();
      }
    };

    let photoIds: string[] = [];
    let backupFile = '';

    beforeAll(async () => {
      context = await createTestApp(kind);
      // A warranty claim: a delivered phone, a shopper's 2 photos of its fault, the request sent.
      const { buyer, order, serials } = await deliveredOrder(context, { quantity: 1 });
      const upload = async (shopper: TestUser, colour: string) => {
        const data = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
          .png()
          .toBuffer();
        const { payload, headers } = multipartBody([
          { field: 'photo', fileName: 'fault.png', contentType: 'image/png', data },
        ]);
        const response = await context.app.inject({
          method: 'POST',
          url: '/api/returns/photos',
          payload,
          headers: { ...headers, ...bearer(shopper.token) },
        });
        expect(response.statusCode, response.body).toBe(201);
        return returnPhotoResponseSchema.parse(response.json()).photo.id;
      };
      photoIds = [await upload(buyer, '#c62828'), await upload(buyer, '#1565c0')];
      const sent = await call(context.app, 'POST', `/api/orders/${order.id}/returns`, {
        token: buyer.token,
        body: { kind: 'warranty', serial: serials[0], note: 'The screen stays black.', photos: photoIds },
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      backupFile = path.join(workFolder, 'shop.tar.gz');
      await takeBackup(context.database, { dataDir: context.app.config.dataDir, file: backupFile });
    }, 180_000);
    afterAll(async () => {
      await context?.app.close();
      await context?.database.dispose();
      for (const target of targets) await target.dispose();
    });

    const livePhoto = (id: string) =>
      readFileSync(path.join(returnPhotosFolder(context.app.config.dataDir), `${id}.webp`));

    it('restores a warranty claim with its 2 photos, byte for byte, private, and staff see them', async () => {
      const target = await emptyTarget();
      const restored = await restoreBackup(backupFile, target);
      expect(restored.returnPhotos).toBe(2);
      const folder = returnPhotosFolder(target.dataDir);
      for (const id of photoIds) {
        const file = path.join(folder, `${id}.webp`);
        expect(readFileSync(file).equals(livePhoto(id)), id).toBe(true);
        expect(statSync(file).mode & 0o777).toBe(0o600);
      }
      expect(statSync(folder).mode & 0o777).toBe(0o700);
      for (const id of photoIds) {
        const served = await photoServedBy(target, id);
        expect(served.statusCode, served.body).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.rawPayload.equals(livePhoto(id))).toBe(true);
      }
    }, 180_000);

    it('restores a backup made before return photos were included, without them', async () => {
      const old = path.join(workFolder, 'old-format.tar.gz');
      await rewriteBackup(
        backupFile,
        old,
        (name) => !name.startsWith('return-photos/'),
        ({ returnPhotos: _left, ...manifest }) => manifest,
      );
      const target = await emptyTarget();
      const restored = await restoreBackup(old, target);
      expect(restored.returnPhotos).toBe(0);
      expect(restored.tables).toBeGreaterThan(0);
      // The request is there; its photos answer as photos whose files are gone.
      expect((await photoServedBy(target, photoIds[0]!)).statusCode).toBe(404);
    }, 180_000);

    it('refuses a backup that lost a return photo its manifest lists', async () => {
      const damaged = path.join(workFolder, 'damaged.tar.gz');
      await rewriteBackup(
        backupFile,
        damaged,
        (name) => name !== `return-photos/${photoIds[1]}.webp`,
        (manifest) => manifest,
      );
      await expect(restoreBackup(damaged, await emptyTarget())).rejects.toThrow(
        '1 return photos of the backup did not restore.',
      );
    }, 180_000);
  });
}
