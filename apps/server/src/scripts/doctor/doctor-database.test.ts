import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/helpers/test-database';
import { loadConfig } from '../../config';
import { backups } from '../../db/schema';
import { saveSellerDetails } from '../../modules/info';
import { checkBackups } from './backups';
import { checkMigrations, journalMigrations, openShopDatabase } from './database';
import { checkSellerDetails } from './seller-details';

const temporaryFolder = () => mkdtempSync(path.join(os.tmpdir(), 'shop-doctor-'));

const FILLED_DETAILS = {
  legalName: 'Kwik Tech Ghana Limited',
  registrationNumber: 'CS123456789',
  dataProtectionNumber: 'PDC/0123/2024',
  address: '12 Oxford Street, Osu, Accra',
  digitalAddress: 'GA-123-4567',
  phone: '+233 30 212 3456',
  email: 'hello@kwiktech.com.gh',
};

describe('npm run doctor, opening the database', () => {
  it('fails a PostgreSQL that does not answer, without printing its password', async () => {
    const opened = await openShopDatabase(
      loadConfig({ DATABASE_URL: 'postgres://shop:dbsecret77@127.0.0.1:9/shop' }),
    );
    expect(opened.database).toBeUndefined();
    expect(opened.findings).toEqual([expect.objectContaining({ level: 'fix' })]);
    expect(opened.findings[0]!.text).not.toContain('dbsecret77');
  });

  it('advises PostgreSQL over PGlite, and fails a data directory without a shop', async () => {
    const opened = await openShopDatabase(loadConfig({ DATA_DIR: temporaryFolder() }));
    expect(opened.findings.map((finding) => finding.level)).toEqual(['advice', 'fix']);
    expect(opened.findings[0]!.text).toContain('PostgreSQL');
  });

  it('skips the database checks while a running server holds the PGlite data directory', async () => {
    const dataDir = temporaryFolder();
    mkdirSync(path.join(dataDir, 'pglite'));
    // This test's own process plays the running server: its pid is alive.
    writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid));
    const opened = await openShopDatabase(loadConfig({ DATA_DIR: dataDir }));
    expect(opened.database).toBeUndefined();
    expect(opened.findings.map((finding) => finding.level)).toEqual(['advice', 'advice']);
    expect(opened.findings[1]!.text).toContain(`pid ${process.pid}`);
    expect(opened.findings[1]!.text).toContain('skipped');
  });
});

for (const kind of databaseKinds) {
  describe(`npm run doctor on the database [${kind}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
    }, 180_000);
    afterAll(() => database?.dispose());
    const context = (environment: Record<string, string> = {}) => ({
      config: loadConfig({ DATA_DIR: temporaryFolder(), ...environment }),
      environment,
      database,
    });

    it('passes migrations that are current, fails a database that lacks some', async () => {
      expect(await checkMigrations(database)).toMatchObject({ level: 'ok' });
      const unmigrated = await createTestDatabase(kind, { migrate: false });
      try {
        const finding = await checkMigrations(unmigrated);
        expect(finding.level).toBe('fix');
        expect(finding.text).toContain(`${journalMigrations().length} migrations not applied`);
        expect(finding.text).toContain('npm run db:migrate');
      } finally {
        await unmigrated.dispose();
      }
    });

    it('fails missing seller details by name, passes them filled in', async () => {
      const missing = await checkSellerDetails(context());
      expect(missing).toEqual([expect.objectContaining({ level: 'fix' })]);
      expect(missing[0]!.text).toContain('Legal name');
      expect(missing[0]!.text).toContain('Data Protection Commission number');
      await saveSellerDetails(database.db, { ...FILLED_DETAILS, dataProtectionNumber: '' });
      const one = await checkSellerDetails(context());
      expect(one[0]!.text).toContain('Data Protection Commission number');
      expect(one[0]!.text).not.toContain('Legal name');
      await saveSellerDetails(database.db, FILLED_DETAILS);
      expect(await checkSellerDetails(context())).toEqual([expect.objectContaining({ level: 'ok' })]);
    });

    it('fails an automatic backup that failed after the last good one, with its error', async () => {
      const backupDir = temporaryFolder();
      writeFileSync(
        path.join(backupDir, `shop-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`),
        '',
      );
      expect(
        (await checkBackups(context({ BACKUP_DIR: backupDir }))).map((finding) => finding.level),
      ).toEqual(['ok', 'ok', 'ok']);
      await database.db.insert(backups).values({
        file: 'shop-backup-x.tar.gz',
        finishedAt: new Date(),
        error: 'ENOSPC: no space left on device',
      });
      const findings = await checkBackups(context({ BACKUP_DIR: backupDir }));
      expect(findings.at(-1)).toMatchObject({ level: 'fix', text: expect.stringContaining('ENOSPC') });
    });
  });
}
