import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { productListResponseSchema } from '@shop/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { type TableChecksums, tableChecksums } from '../../src/modules/backups';
import { freePort, killShop, repositoryRoot, type StartedShop, startShop } from './started-server';

const run = promisify(execFile);
const password = 'a-long-password-1';

/** `npm run <script> -- ...args` from the repository root, on the embedded database in `dataDir`. */
async function npmRun(script: string, dataDir: string, ...args: string[]) {
  const environment = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', script, '--', ...args], {
      cwd: repositoryRoot,
      env: environment,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function register(shop: StartedShop, email: string) {
  const response = await fetch(`${shop.baseUrl}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ama Mensah', email, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const signInStatus = async (shop: StartedShop, email: string) =>
  (
    await fetch(`${shop.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  ).status;

/** Every table's rows and digest in the (stopped) shop of `dataDir`. */
async function checksumsIn(dataDir: string): Promise<TableChecksums> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const client = (database.db as unknown as { $client: { query(text: string): Promise<{ rows: never }> } })
      .$client;
    return await tableChecksums(async (text) => (await client.query(text)).rows);
  } finally {
    await database.close();
  }
}

describe('npm run db:backup and db:restore on the embedded database', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-commands-'));
  const shopDir = path.join(folder, 'shop');
  const restoredDir = path.join(folder, 'restored');
  const file = path.join(folder, 'shop-backup.tar.gz');
  const image = randomBytes(30_000);
  /** A shopper's photo of a fault, as the returns module keeps it (modules/returns/photo-store.ts). */
  const returnPhoto = randomBytes(12_000);
  const returnPhotoName = 'b7e4c2a0-0000-4000-8000-000000000003.webp';
  const before = `before-${Date.now()}@example.com`;
  const after = `after-${Date.now()}@example.com`;
  const laterInRestored = `later-${Date.now()}@example.com`;
  let shop: StartedShop | undefined;

  afterAll(async () => {
    if (shop) await killShop(shop);
    rmSync(folder, { recursive: true, force: true });
  });

  const start = async (dataDir: string) => {
    shop = await startShop({ DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(await freePort()) });
    return shop;
  };
  const stop = async () => {
    if (shop) await killShop(shop, 'SIGTERM');
    shop = undefined;
  };

  it('backs up the running shop while it serves, and restores into an empty data directory', async () => {
    const running = await start(shopDir);
    mkdirSync(path.join(shopDir, 'uploads'), { recursive: true });
    writeFileSync(path.join(shopDir, 'uploads', 'a1b2c3.webp'), image);
    mkdirSync(path.join(shopDir, 'return-photos'), { recursive: true });
    writeFileSync(path.join(shopDir, 'return-photos', returnPhotoName), returnPhoto, { mode: 0o600 });
    await register(running, before);

    // Shoppers keep browsing while the command asks the server for the backup.
    let backingUp = true;
    const browsing = (async () => {
      const statuses: number[] = [];
      while (backingUp) statuses.push((await fetch(`${running.baseUrl}/api/product/list?limit=24`)).status);
      return statuses;
    })();
    const backup = await npmRun('db:backup', shopDir, file);
    backingUp = false;
    const statuses = await browsing;
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/The shop is running \(pid \d+\): asking it for the backup/);
    expect(backup.stdout).toContain(`Backed up to ${file}`);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
    await register(running, after);
    await stop();

    const restore = await npmRun('db:restore', restoredDir, file);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(
      /Restored the backup of .*: \d+ tables and \d+ rows, each checked, 1 images and 1 return photos/,
    );
    expect(readFileSync(path.join(restoredDir, 'uploads', 'a1b2c3.webp')).equals(image)).toBe(true);
    const restoredPhoto = path.join(restoredDir, 'return-photos', returnPhotoName);
    expect(readFileSync(restoredPhoto).equals(returnPhoto)).toBe(true);
    expect(statSync(restoredPhoto).mode & 0o777).toBe(0o600);

    // The restored shop starts and knows the customer from before the backup, not the one after.
    const restored = await start(restoredDir);
    expect(await signInStatus(restored, before)).toBe(200);
    expect(await signInStatus(restored, after)).toBe(401);
    const list = productListResponseSchema.parse(
      await (await fetch(`${restored.baseUrl}/api/product/list`)).json(),
    );
    expect(list.products.length).toBeGreaterThanOrEqual(80);
    await register(restored, laterInRestored);
    await stop();
  });

  it('refuses to restore over a shop without --force and changes nothing; --force replaces it', async () => {
    const files = readdirSync(restoredDir).sort();
    const tables = await checksumsIn(restoredDir);

    const refused = await npmRun('db:restore', restoredDir, file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The target already holds a shop');
    expect(refused.stderr).toContain('nothing was changed');
    expect(readdirSync(restoredDir).sort()).toEqual(files);
    expect(await checksumsIn(restoredDir)).toEqual(tables);

    const forced = await npmRun('db:restore', restoredDir, file, '--force');
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(/What the target held before is in .*before-restore-/);
    // Back to the backup: the customer who signed up in the restored shop since is gone.
    const shopAgain = await start(restoredDir);
    expect(await signInStatus(shopAgain, before)).toBe(200);
    expect(await signInStatus(shopAgain, laterInRestored)).toBe(401);
    await stop();
  });
});
