import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authResponseSchema, profileResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/helpers/api';
import { pgliteDataDirectoryFrom } from '../../test/helpers/database-templates';
import { testConfig } from '../../test/helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/helpers/test-database';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import type { App } from '../plugins/zod-type-provider';

const serverFolder = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'Volta-Lantern-Cassava-58';
const command = ['--import', 'tsx', 'src/scripts/admin-create.ts'];

/** `npm run admin:create -- ...args` without --password, `input` piped on its stdin. */
function adminCreate(environment: Record<string, string>, input: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [...command, ...args], {
    cwd: serverFolder,
    env: { ...process.env, ...environment },
    input,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, output: run.stdout + run.stderr };
}

/** Signs in and answers the profile, or the login's status when it is refused. */
async function signIn(app: App, email: string, password: string) {
  const login = await call(app, 'POST', '/api/user/login', { body: { email, password } });
  if (login.status !== 200) return { status: login.status };
  const { token } = authResponseSchema.parse(login.body);
  const profile = profileResponseSchema.parse((await call(app, 'GET', '/api/user/profile', { token })).body);
  const dashboard = await call(app, 'GET', '/api/admin/dashboard', { token });
  return { status: login.status, user: profile.user, dashboard: dashboard.status };
}

for (const kind of databaseKinds) {
  describe(`npm run admin:create without --password [${kind}]`, () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-admin-prompt-'));
    let postgres: TestDatabase | undefined;
    let environment: Record<string, string>;

    beforeAll(async () => {
      if (kind === 'postgres') postgres = await createTestDatabase('postgres');
      else await pgliteDataDirectoryFrom('migrated', dataDir);
      environment = { DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' };
    }, 120_000);
    afterAll(async () => {
      await postgres?.dispose();
    });

    /** The command's database, opened once it has finished, in an app. */
    const withShop = async (use: (app: App) => Promise<void>) => {
      const database: Database = postgres ?? (await openDatabase({ kind: 'pglite', dataDir }));
      // Both came migrated from the run's templates: the command's first run on an empty data
      // directory is accounts.test.ts's.
      const app = await buildApp(testConfig(), {
        database,
        skipMigrations: Boolean(postgres),
        logger: false,
      });
      try {
        await use(app);
      } finally {
        await app.close();
        if (!postgres) await database.close();
      }
    };

    it('refuses to make an account when no password comes, saying how to give one', async () => {
      const run = adminCreate(environment, '', '--email', 'owner@shop.test', '--name', 'Shop Owner');
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('No password: type it when asked at a terminal, pipe it on stdin');
      await withShop(async (app) => {
        expect((await signIn(app, 'owner@shop.test', PASSWORD)).status).toBe(401);
      });
    }, 120_000);

    it('makes the owner from a password piped on stdin, and never prints it', async () => {
      const run = adminCreate(
        environment,
        `${PASSWORD}\n`,
        '--email',
        'Owner@Shop.test',
        '--name',
        'Shop Owner',
      );
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain('Created the staff account owner@shop.test.');
      expect(run.stdout).toContain('owner@shop.test is the shop owner');
      expect(run.output).not.toContain(PASSWORD);
      await withShop(async (app) => {
        expect(await signIn(app, 'owner@shop.test', PASSWORD)).toMatchObject({
          status: 200,
          user: { isAdmin: true, isOwner: true, name: 'Shop Owner' },
          dashboard: 200,
        });
      });
    }, 120_000);

    it('checks the e-mail before asking, and a typed password by the sign-up rules', async () => {
      const badEmail = adminCreate(environment, `${PASSWORD}\n`, '--email', 'not-an-address');
      expect(badEmail.status).toBe(1);
      expect(badEmail.stderr).toContain('email: Enter a valid email address.');
      const weak = adminCreate(environment, 'password123\n', '--email', 'second@shop.test');
      expect(weak.status).toBe(1);
      expect(weak.output).not.toContain('password123');
      await withShop(async (app) => {
        expect((await signIn(app, 'second@shop.test', 'password123')).status).toBe(401);
      });
    }, 120_000);
  });
}

/** Runs the command in a terminal of its own (util-linux `script`), typing each answer after its question. */
function typeAtTerminal(environment: Record<string, string>, answers: [string, string][], ...args: string[]) {
  const line = ['node', ...command, ...args].map((part) => `'${part}'`).join(' ');
  const child = spawn('script', ['--quiet', '--flush', '--return', '--command', line, '/dev/null'], {
    cwd: serverFolder,
    env: { ...process.env, ...environment },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const pending = [...answers];
  child.stdout.on('data', (chunk) => {
    output += chunk;
    // Typed only once its question is on the screen, as a person would: the echo is off by then.
    while (pending[0] && output.includes(pending[0][0])) child.stdin.write(`${pending.shift()![1]}\r`);
  });
  return new Promise<{ status: number | null; output: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, output })),
  );
}

describe.runIf(spawnSync('script', ['--version']).status === 0)('npm run admin:create at a terminal', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-admin-terminal-'));
  const environment = { DATA_DIR: dataDir, DATABASE_URL: '' };
  const email = ['--email', 'owner@shop.test', '--name', 'Shop Owner'];
  beforeAll(() => pgliteDataDirectoryFrom('migrated', dataDir), 120_000);

  it('asks twice without showing what is typed, and refuses two different answers', async () => {
    const differ = await typeAtTerminal(
      environment,
      [
        ['Password for owner@shop.test (not shown as you type): ', PASSWORD],
        ['The same password again: ', `${PASSWORD}x`],
      ],
      ...email,
    );
    expect(differ.status).toBe(1);
    expect(differ.output).toContain('The two passwords differ; nothing was changed.');
    expect(differ.output).not.toContain(PASSWORD);

    const made = await typeAtTerminal(
      environment,
      [
        ['Password for owner@shop.test (not shown as you type): ', PASSWORD],
        ['The same password again: ', PASSWORD],
      ],
      ...email,
    );
    expect(made.status, made.output).toBe(0);
    expect(made.output).toContain('owner@shop.test is the shop owner');
    expect(made.output).not.toContain(PASSWORD);
  }, 120_000);
});
