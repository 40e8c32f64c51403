import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTemplates, pgliteTemplate } from '../../../test/helpers/database-templates';
import { startFakePaystack } from '../../../test/helpers/fake-paystack';
import { startForwardingProxy } from '../../../test/helpers/forwarding-proxy';
import { TestSmtpServer } from '../../../test/helpers/smtp';
import { testConfig } from '../../../test/helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/helpers/test-database';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { seedDemoShop } from '../../demo-shop/seed-demo-shop';
import { saveSellerDetails } from '../../modules/info';
import { serverRoot } from '../../paths';

const temporaryFolder = () => mkdtempSync(path.join(os.tmpdir(), 'shop-doctor-run-'));

/** `npm run doctor` typed in apps/server with these settings and nothing else of the test's. */
function npmRunDoctor(settings: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn('npm', ['run', '--silent', 'doctor'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

/** A PGlite data directory holding the demo shop, as `npm start` leaves it on first run. */
async function demoShopDataDirectory(): Promise<string> {
  const dataDir = temporaryFolder();
  const template = databaseTemplates()?.pglite.seeded;
  if (template) {
    const client = new PGlite({
      dataDir: path.join(dataDir, 'pglite'),
      loadDataDir: pgliteTemplate(template),
      extensions: { pg_trgm },
    });
    await client.waitReady;
    await client.close();
  } else {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    await seedDemoShop(database.db);
    await database.close();
  }
  return dataDir;
}

for (const kind of databaseKinds) {
  describe(`npm run doctor on the demo settings [${kind}]`, () => {
    let settings: Record<string, string>;
    let database: TestDatabase | undefined;
    beforeAll(async () => {
      if (kind === 'pglite') {
        settings = { DATA_DIR: await demoShopDataDirectory() };
      } else {
        database = await createTestDatabase(kind, { seed: true });
        settings = { DATA_DIR: temporaryFolder(), DATABASE_URL: database.url! };
      }
    }, 180_000);
    afterAll(() => database?.dispose());

    it('lists the test payment provider, no SMTP and no backups to fix, and exits 1', async () => {
      const { code, output } = await npmRunDoctor(settings);
      expect(code, output).toBe(1);
      expect(output).toMatch(/^✓ Migrations current/m);
      expect(output).toMatch(/^✗ Paystack: no keys, so the test payment provider takes the orders/m);
      expect(output).toMatch(/^✗ SMTP_URL unset/m);
      expect(output).toMatch(/^✗ BACKUP_DIR unset/m);
      // The demo shop's invented seller details are all there.
      expect(output).toMatch(/^✓ Seller details filled in/m);
      if (kind === 'pglite') expect(output).toMatch(/^! The database is embedded PGlite/m);
    });
  });
}

describe.runIf(databaseKinds.includes('postgres'))('npm run doctor on a complete configuration', () => {
  const liveSecret = 'sk_live_7d1e0c9b8a7f6e5d4c3b2a10fe98';
  let database: TestDatabase;
  let paystack: Awaited<ReturnType<typeof startFakePaystack>>;
  const smtp = new TestSmtpServer();
  let app: Awaited<ReturnType<typeof buildApp>>;
  let proxy: Awaited<ReturnType<typeof startForwardingProxy>>;
  let settings: Record<string, string>;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await saveSellerDetails(database.db, {
      legalName: 'Kwik Tech Ghana Limited',
      registrationNumber: 'CS123456789',
      dataProtectionNumber: 'PDC/0123/2024',
      address: '12 Oxford Street, Osu, Accra',
      digitalAddress: 'GA-123-4567',
      phone: '+233 30 212 3456',
      email: 'hello@kwiktech.com.gh',
    });
    paystack = await startFakePaystack({ secretKey: liveSecret });
    await smtp.start();
    // The shop itself, behind one proxy: what PUBLIC_URL would reach from the internet.
    app = await buildApp(testConfig({ trustProxyHops: 1 }), {
      database,
      skipMigrations: true,
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await startForwardingProxy((app.server.address() as AddressInfo).port);
    const backupDir = path.join(temporaryFolder(), 'backups');
    mkdirSync(backupDir);
    writeFileSync(
      path.join(backupDir, `shop-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`),
      '',
    );
    settings = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url!,
      DATA_DIR: temporaryFolder(),
      REDIS_URL: 'redis://127.0.0.1:6379',
      PUBLIC_URL: 'https://shop.kwiktech.test',
      // PUBLIC_URL is made up: the hop check asks the test's proxy in front of the shop instead.
      DOCTOR_HEALTH_URL: `${proxy.url}/api/health`,
      TRUST_PROXY_HOPS: '1',
      PAYSTACK_PUBLIC_KEY: 'pk_live_0a1b2c3d4e5f6a7b8c9d',
      PAYSTACK_SECRET_KEY: liveSecret,
      PAYSTACK_API_BASE: paystack.url,
      SMTP_URL: smtp.url,
      BACKUP_DIR: backupDir,
    };
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await smtp.stop();
    await paystack?.close();
    await database?.dispose();
  });

  it('finds nothing to fix, exits 0 and prints no secret', async () => {
    const { code, output } = await npmRunDoctor(settings);
    expect(code, output).toBe(0);
    expect(output).not.toMatch(/^✗/m);
    for (const line of [
      /^✓ PostgreSQL answers/m,
      /^✓ Migrations current/m,
      /^✓ Redis answers PING/m,
      /^✓ PUBLIC_URL https:\/\/shop\.kwiktech\.test is https/m,
      /^✓ TRUST_PROXY_HOPS=1 matches/m,
      /^✓ Paystack takes the live secret key sk_live_…fe98/m,
      /^! Set the webhook URL .* to https:\/\/shop\.kwiktech\.test\/api\/payments\/webhook/m,
      /^✓ SMTP at smtp:\/\/127\.0\.0\.1:\d+ accepts/m,
      /^✓ Last backup shop-backup-/m,
      /^✓ Seller details filled in/m,
    ]) {
      expect(output).toMatch(line);
    }
    expect(output).not.toContain(liveSecret);
  });
});
