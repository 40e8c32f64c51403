import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commandsOf,
  guideBlocks,
  readRepositoryFile,
  repositoryRoot,
  settingsOf,
  unitValue,
} from './deploy-files';
import { freePort } from './started-server';

// docs/deploy.md's marked blocks, run as a reader on the server runs them (the marker is
// explained at the top of the guide): the settings written from .env.example, read into the
// shell, the migration, the first staff account, then the unit's own start command, until
// /api/health answers and a SIGTERM ends the drain with exit code 0. The server's folders are
// moved into a temporary one (/srv/shop holds links to this checkout, /var/lib/shop is new),
// and the database is a fresh one beside TEST_DATABASE_URL's.
const inCi = process.env.CI === 'true' || process.env.CI === '1';
const guide = readRepositoryFile('docs/deploy.md');
const blocks = guideBlocks(guide);
const unit = readRepositoryFile('deploy/shop.service');
const serverFolder = mkdtempSync(path.join(os.tmpdir(), 'shop-deploy-guide-'));
/** The guide's paths on this machine. */
const onThisMachine = (text: string) =>
  text
    .replaceAll('/srv/shop', path.join(serverFolder, 'srv/shop'))
    .replaceAll('/var/lib/shop', path.join(serverFolder, 'var/lib/shop'));

const testDatabaseUrl =
  process.env.TEST_DATABASE_URL ?? (inCi ? undefined : 'postgres://postgres@127.0.0.1:5432/test');
const databaseName = `shop_deploy_guide_${process.pid}`;
const OWNER_PASSWORD = 'Labadi-Harmattan-Kente-57';

/** `createdb`/`dropdb` on TEST_DATABASE_URL's server, as its user. */
function onDatabaseServer(program: 'createdb' | 'dropdb', extra: string[] = []) {
  const url = new URL(testDatabaseUrl as string);
  return spawnSync(
    program,
    [
      '-h',
      url.hostname,
      '-p',
      url.port || '5432',
      '-U',
      decodeURIComponent(url.username),
      ...extra,
      databaseName,
    ],
    { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } },
  );
}

/** The checkout as /srv/shop: every entry linked, but its own .env.example with the paths moved. */
function layOutTheServer() {
  const code = path.join(serverFolder, 'srv/shop');
  mkdirSync(code, { recursive: true });
  for (const name of readdirSync(repositoryRoot)) {
    if (['.env', '.env.example', 'data'].includes(name)) continue;
    symlinkSync(path.join(repositoryRoot, name), path.join(code, name));
  }
  writeFileSync(path.join(code, '.env.example'), onThisMachine(readRepositoryFile('.env.example')));
  // Step 2's folders, made with `install -d` as root on a server.
  for (const folder of ['var/lib/shop/data', 'var/lib/shop/backups']) {
    mkdirSync(path.join(serverFolder, folder), { recursive: true, mode: 0o700 });
  }
}

describe('docs/deploy.md, run as written', () => {
  let server: ChildProcess | undefined;
  let output = '';
  let port = 0;
  const placeholders = {
    SHOP_DOMAIN: 'shop.deploy-guide.test',
    PAYSTACK_PUBLIC_KEY: 'pk_test_deployguide',
    PAYSTACK_SECRET_KEY: 'sk_test_deployguide',
    SHOP_OWNER_EMAIL: 'owner@deploy-guide.test',
    SHOP_OWNER_NAME: 'Ama Owusu',
  };

  beforeAll(() => {
    if (!testDatabaseUrl)
      throw new Error('CI=true needs TEST_DATABASE_URL: this test makes its database beside it.');
    layOutTheServer();
    const created = onDatabaseServer('createdb');
    if (created.status !== 0) throw new Error(`createdb ${databaseName} failed: ${created.stderr}`);
  });

  afterAll(async () => {
    if (server?.exitCode === null) {
      process.kill(-server.pid!, 'SIGKILL');
      await new Promise((resolve) => server?.once('exit', resolve));
    }
    onDatabaseServer('dropdb', ['--if-exists', '--force']);
    rmSync(serverFolder, { recursive: true, force: true });
  });

  it('builds with the commands package.json defines, whose output the suite has already built', () => {
    const build = blocks.filter((block) => block.marker === 'tested: build');
    expect(build).toHaveLength(1);
    const commands = commandsOf(build[0]!.code);
    expect(commands).toEqual(['cd /srv/shop', 'npm ci --include=dev', 'npm run build']);
    const scripts = JSON.parse(readRepositoryFile('package.json')).scripts as Record<string, string>;
    expect(scripts.build).toBeDefined();
    for (const built of [
      'apps/server/dist/main.js',
      'apps/web/dist/index.html',
      'apps/admin/dist/index.html',
    ]) {
      expect(existsSync(path.join(repositoryRoot, built)), `${built}: run npm run build first`).toBe(true);
    }
  });

  it("starts with the unit's own command", () => {
    const start = blocks.filter((block) => block.marker === 'tested: start');
    expect(start).toHaveLength(1);
    expect(commandsOf(start[0]!.code)).toEqual([unitValue(unit, 'ExecStart')]);
  });

  it('writes .env, migrates, makes the owner and serves the shop on its domain; SIGTERM drains it to exit 0', async () => {
    const tested = blocks.filter((block) => block.marker === 'tested').map((block) => block.code);
    const start = blocks.find((block) => block.marker === 'tested: start')!.code.trim();
    const script = onThisMachine(['set -euo pipefail', ...tested, `exec ${start}`].join('\n'));
    port = await freePort();
    const databaseUrl = new URL(testDatabaseUrl!);
    databaseUrl.pathname = `/${databaseName}`;
    server = spawn('bash', ['-c', script], {
      cwd: os.homedir(),
      // A login shell's few variables, not the test runner's (NODE_ENV=test and the rest).
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? os.homedir(),
        ...placeholders,
        SHOP_DATABASE_URL: databaseUrl.toString(),
        // The unit's Environment=PORT=3000, on a port free here.
        PORT: String(port),
      },
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    server.stdin?.end(`${OWNER_PASSWORD}\n`);
    server.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => server?.once('exit', (code) => resolve(code)));

    const baseUrl = `http://127.0.0.1:${port}`;
    let health: Response | undefined;
    const since = Date.now();
    while (Date.now() - since < 150_000 && server.exitCode === null) {
      health = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
      if (health?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(health?.status, output).toBe(200);
    expect(await health?.json()).toMatchObject({ status: 'ok', database: 'postgres' });

    const written = settingsOf(readFileSync(path.join(serverFolder, 'srv/shop/.env'), 'utf8'));
    const writtenValue = (name: string) => written.find((setting) => setting.name === name)?.value;
    expect(writtenValue('PUBLIC_URL')).toBe(`https://${placeholders.SHOP_DOMAIN}`);
    expect(writtenValue('PAYSTACK_PUBLIC_KEY')).toBe(placeholders.PAYSTACK_PUBLIC_KEY);
    expect(output).toContain('Migrated the postgres database.');
    expect(output).toContain(`${placeholders.SHOP_OWNER_EMAIL} is the shop owner`);
    // The server read .env's PUBLIC_URL: its pages name the domain, whatever Host was asked.
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toContain(
      `Sitemap: https://${placeholders.SHOP_DOMAIN}/sitemap.xml`,
    );
    const login = await fetch(`${baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: placeholders.SHOP_OWNER_EMAIL, password: OWNER_PASSWORD }),
    });
    expect(login.status, await login.clone().text()).toBeLessThan(300);

    process.kill(server.pid!, 'SIGTERM');
    const stopBy = Number(unitValue(unit, 'TimeoutStopSec')) * 1000;
    const code = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve('still running at TimeoutStopSec'), stopBy)),
    ]);
    expect(code, output).toBe(0);
  });
});
