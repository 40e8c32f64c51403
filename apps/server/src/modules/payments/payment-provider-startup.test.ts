import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { buildApp } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import type { App } from '../../plugins/zod-type-provider';

const serverRoot = path.resolve(import.meta.dirname, '../../..');

/** Runs src/main.ts as `npm start` would run the built server, in an environment of its own. */
function runServer(environment: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'shop-payguard-')),
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Log lines of a built app, as JSON objects. */
function capturedLog() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('the test payment provider in a real shop', () => {
  // One database for the apps these tests build; PGlite takes a while to start on a busy machine.
  let database: TestDatabase;
  let app: App | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  }, 60_000);
  afterAll(async () => {
    await database?.dispose();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('refuses to start a production server without Paystack keys, with a message and exit code 1', async () => {
    const server = runServer({ NODE_ENV: 'production' });
    const timeout = setTimeout(() => server.child.kill('SIGKILL'), 60_000);
    const code = await server.exited;
    clearTimeout(timeout);
    expect(code).toBe(1);
    expect(server.output()).toContain('Refusing to start');
    expect(server.output()).toContain('PAYSTACK_SECRET_KEY');
    expect(server.output()).toContain('ALLOW_TEST_PAYMENTS=true');
  }, 90_000);

  it('builds no production app without keys unless ALLOW_TEST_PAYMENTS is true', async () => {
    await expect(buildApp(testConfig({ production: true }), { logger: false })).rejects.toBeInstanceOf(
      ConfigError,
    );
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' }).allowTestPayments).toBe(true);
    expect(() => loadConfig({ ALLOW_TEST_PAYMENTS: 'yes' })).toThrow(
      /ALLOW_TEST_PAYMENTS must be true or false/,
    );
  });

  it('starts with ALLOW_TEST_PAYMENTS=true and warns that no money moves', async () => {
    const log = capturedLog();
    app = await buildApp(testConfig({ production: true, allowTestPayments: true }), {
      database,
      skipMigrations: true,
      logger: { level: 'warn', stream: log.stream },
    });
    await app.ready();
    const warnings = log.lines.filter((line) => line.level === 40).map((line) => line.msg);
    expect(
      warnings.some((message) => /test .*provider/i.test(message) && /no money moves/.test(message)),
    ).toBe(true);
    const config = await app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(config.statusCode).toBe(200);
  });

  it('warns outside production too, and not at all with Paystack keys', async () => {
    const log = capturedLog();
    app = await buildApp(testConfig(), {
      database,
      skipMigrations: true,
      logger: { level: 'warn', stream: log.stream },
    });
    await app.ready();
    expect(log.lines.some((line) => /no money moves/.test(line.msg))).toBe(true);
    await app.close();

    const withKeys = capturedLog();
    app = await buildApp(
      testConfig({
        production: true,
        paystack: { publicKey: 'pk_live_a', secretKey: 'sk_live_b', apiBase: 'http://127.0.0.1:9' },
      }),
      { database, skipMigrations: true, logger: { level: 'warn', stream: withKeys.stream } },
    );
    await app.ready();
    expect(withKeys.lines.some((line) => /no money moves/.test(line.msg))).toBe(false);
  });
});
