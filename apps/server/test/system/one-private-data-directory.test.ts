import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  authResponseSchema,
  dashboardResponseSchema,
  profileResponseSchema,
  sizedImagePath,
} from '@shop/shared';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readableByOthers } from '../helpers/readable-by-others';
import { type NpmStartedShop, npm, npmStart, serverFolder } from './npm-commands';
import { freePort, repositoryRoot } from './started-server';

const PASSWORD = 'Osu-Castle-Mango-Ledger-31';
const OWNER = 'owner@kwiktech.test';
/** The README's command, without the password, which it asks for. */
const adminCreate = (email: string, name: string) => [
  'run',
  'admin:create',
  '--',
  '--email',
  email,
  '--name',
  name,
];

/** Every folder named `pglite` under `folder`: one per database. */
function databasesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name === 'pglite')
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function signIn(baseUrl: string, email: string) {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return authResponseSchema.parse(await response.json()).token;
}

describe('one data directory, readable by the shop alone', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-one-private-'));
  let shop: NpmStartedShop | undefined;

  afterAll(async () => {
    await shop?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('admin:create then npm start from the repository root: the owner signs in, and no file is readable by others', async () => {
    // Relative, as ./data is: meant from the repository root, where both commands are typed.
    const fromRoot = (name: string) => path.relative(repositoryRoot, path.join(folder, name));
    const shopEnvironment = { DATA_DIR: fromRoot('data'), DATABASE_URL: '' };

    const created = await npm(
      repositoryRoot,
      adminCreate(OWNER, 'Shop Owner'),
      shopEnvironment,
      `${PASSWORD}\n`,
    );
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain(`${OWNER} is the shop owner`);
    expect(created.output).not.toContain(PASSWORD);

    shop = await npmStart(repositoryRoot, {
      ...shopEnvironment,
      BACKUP_DIR: fromRoot('backups'),
      PORT: String(await freePort()),
    });
    const token = await signIn(shop.baseUrl, OWNER);
    const authorization = { authorization: `Bearer ${token}` };
    const profile = profileResponseSchema.parse(
      await (await fetch(`${shop.baseUrl}/api/user/profile`, { headers: authorization })).json(),
    );
    expect(profile.user).toMatchObject({ isAdmin: true, isOwner: true });
    const dashboard = await fetch(`${shop.baseUrl}/api/admin/dashboard`, { headers: authorization });
    expect(dashboard.status).toBe(200);
    dashboardResponseSchema.parse(await dashboard.json());

    // An upload and a sized picture of it: files the server writes while it serves.
    const picture = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#f9a825' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'speaker.png');
    const upload = await fetch(`${shop.baseUrl}/api/admin/uploads`, {
      method: 'POST',
      headers: authorization,
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    expect((await fetch(`${shop.baseUrl}${sizedImagePath(url, 640)}`)).status).toBe(200);

    // npm run db:backup asks the running server; the automatic backup comes 30 s after start.
    const whileRunning = await npm(
      repositoryRoot,
      ['run', 'db:backup', '--', fromRoot('by-hand/running.tar.gz')],
      shopEnvironment,
    );
    expect(whileRunning.code, whileRunning.output).toBe(0);
    expect(whileRunning.output).toContain('asking it for the backup');
    const automatic = () =>
      readdirSync(path.join(folder, 'backups')).filter((name) => name.endsWith('.tar.gz'));
    const waitedSince = Date.now();
    while (
      (!existsSync(path.join(folder, 'backups')) || automatic().length === 0) &&
      Date.now() - waitedSince < 120_000
    ) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(automatic()).toHaveLength(1);
    await shop.stop();
    shop = undefined;

    // With the server stopped, db:backup opens the database itself; db:restore makes a second shop.
    const stopped = await npm(
      repositoryRoot,
      ['run', 'db:backup', '--', fromRoot('by-hand/stopped.tar.gz')],
      shopEnvironment,
    );
    expect(stopped.code, stopped.output).toBe(0);
    const restored = await npm(
      repositoryRoot,
      ['run', 'db:restore', '--', fromRoot('by-hand/stopped.tar.gz')],
      {
        DATA_DIR: fromRoot('restored'),
        DATABASE_URL: '',
      },
    );
    expect(restored.code, restored.output).toBe(0);

    const modes = readableByOthers(folder);
    console.log(
      `[figures] after npm start, uploads, three backups and a restore under umask 0022: ${modes.files} files and ${modes.walked - modes.files} folders, ${modes.offenders.length} readable by others`,
    );
    expect(modes.offenders).toEqual([]);
    // Both shops' PGlite files were among them.
    expect(databasesUnder(folder).sort()).toEqual([
      path.join(folder, 'data', 'pglite'),
      path.join(folder, 'restored', 'pglite'),
    ]);
    expect(modes.files).toBeGreaterThan(2000);
  });

  it('admin:create, db:migrate and db:backup from the repository root and from apps/server find one database', async () => {
    const shared = path.join(folder, 'commands');
    // The same folder named from each place: each command must resolve it from where npm was typed.
    const atRoot = { DATA_DIR: path.relative(repositoryRoot, path.join(shared, 'data')), DATABASE_URL: '' };
    const atServer = { DATA_DIR: path.relative(serverFolder, path.join(shared, 'data')), DATABASE_URL: '' };

    const owner = await npm(repositoryRoot, adminCreate(OWNER, 'Shop Owner'), atRoot, `${PASSWORD}\n`);
    expect(owner.code, owner.output).toBe(0);
    expect(owner.output).toContain('is the shop owner');
    const migrated = await npm(serverFolder, ['run', 'db:migrate'], atServer);
    expect(migrated.code, migrated.output).toBe(0);
    // The owner made from the root is already there: this account is staff, not a second owner.
    const staff = await npm(
      serverFolder,
      adminCreate('staff@kwiktech.test', 'Shop Staff'),
      atServer,
      `${PASSWORD}\n`,
    );
    expect(staff.code, staff.output).toBe(0);
    expect(staff.output).toContain('Created the staff account staff@kwiktech.test.');
    expect(staff.output).not.toContain('is the shop owner');

    const fromRoot = await npm(
      repositoryRoot,
      ['run', 'db:backup', '--', path.relative(repositoryRoot, path.join(shared, 'root.tar.gz'))],
      atRoot,
    );
    const fromServer = await npm(
      serverFolder,
      ['run', 'db:backup', '--', path.relative(serverFolder, path.join(shared, 'server.tar.gz'))],
      atServer,
    );
    expect(fromRoot.code, fromRoot.output).toBe(0);
    expect(fromServer.code, fromServer.output).toBe(0);
    // The same tables and rows both times: one database, and each file where its command was told.
    const summary = (output: string) => /: (\d+ tables, \d+ rows)/.exec(output)?.[1];
    expect(summary(fromRoot.output)).toBeDefined();
    expect(summary(fromServer.output)).toBe(summary(fromRoot.output));
    expect(readdirSync(shared).sort()).toEqual(['data', 'root.tar.gz', 'server.tar.gz']);
    expect(databasesUnder(shared)).toEqual([path.join(shared, 'data', 'pglite')]);
  });
});
