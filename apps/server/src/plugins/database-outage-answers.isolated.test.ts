import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_MESSAGES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../test/helpers/api';
import { testConfig } from '../../test/helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/helpers/test-database';
import { registerShopper } from '../../test/helpers/users';
import { buildApp } from '../app';
import { isDatabaseUnreachable } from '../db/connection-errors';
import { rowsOf } from '../db/query-helpers';
import type { App } from './zod-type-provider';

// The storefront's renderer from source and a stand-in template, so pages are rendered
// whether or not `npm run build` ran (as in server-rendering.isolated.test.ts).
const site = vi.hoisted(() => ({ folder: '', entry: '' }));
vi.mock('../paths', async (importOriginal) => {
  const original = await importOriginal<typeof import('../paths')>();
  return {
    ...original,
    get webDistFolder() {
      return site.folder;
    },
    get webServerEntry() {
      return site.entry;
    },
  };
});
site.folder = mkdtempSync(path.join(os.tmpdir(), 'shop-outage-pages-'));
writeFileSync(
  path.join(site.folder, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Shop</title></head><body><div id="root"></div></body></html>',
);
site.entry = path.resolve(import.meta.dirname, '../../../web/src/ssr/entry-server.tsx');

/** What node-postgres throws when PostgreSQL goes away under a query. */
const terminated = () => new Error('Connection terminated unexpectedly');
/** What PostgreSQL answers while it shuts down, and when its connections are all taken. */
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

interface LogLine {
  level: number;
  msg: string;
  failures?: number;
}

for (const kind of databaseKinds) {
  describe(`a database outage [${kind}]`, () => {
    let database: TestDatabase;
    let app: App;
    const logged: LogLine[] = [];

    beforeAll(async () => {
      database = await createTestDatabase(kind, { seed: true });
      app = await buildApp(testConfig({ logLevel: 'warn' }), {
        database,
        skipMigrations: true,
        logger: { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
      });
      await app.ready();
    }, 180_000);
    afterAll(async () => {
      vi.restoreAllMocks();
      await app?.close();
      await database?.dispose();
    });

    it('answers 503 with Retry-After on every route that needs the database, logs the outage once, and the end of it with the count', async () => {
      const shopper = await registerShopper(app);
      // Every query the server sends fails as it does while PostgreSQL is down.
      const driver = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
        .$client;
      const errors = [
        terminated(),
        withCode('terminating connection due to administrator command', '57P01'),
        withCode('sorry, too many clients already', '53300'),
        withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      ];
      let next = 0;
      const failing = vi.spyOn(driver, 'query').mockImplementation(async () => {
        throw errors[next++ % errors.length];
      });
      // On PostgreSQL health asks on a connection of its own (decision 0082): down the same way.
      const healthFailing =
        kind === 'postgres'
          ? vi.spyOn(pg.Client.prototype, 'query').mockImplementation(async () => {
              throw terminated();
            })
          : undefined;
      const requests = [
        call(app, 'GET', '/api/product/list?sort=price_desc'),
        call(app, 'GET', '/api/product/2'),
        call(app, 'GET', '/api/cart', { token: shopper.token }),
        call(app, 'POST', '/api/newsletter', { body: { email: 'outage@example.com' } }),
        call(app, 'POST', '/api/user/login', { body: { email: shopper.email, password: shopper.password } }),
        call(app, 'POST', '/api/orders/start', { token: shopper.token, body: {} }),
      ];
      const answers = await Promise.all(requests);
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(503);
        expect(answer.headers['retry-after']).toBe('5');
        expect(answer.body).toEqual({ success: false, message: API_MESSAGES.databaseOutage(5) });
      }
      // A page is rendered with its "try again" in place of the products, and says 503 too.
      for (const page of ['/', '/singleProducts/2', '/products?q=phone']) {
        const answer = await app.inject({ method: 'GET', url: page });
        expect(answer.statusCode, page).toBe(503);
        expect(answer.headers['retry-after'], page).toBe('5');
        expect(answer.headers['content-type'], page).toMatch(/^text\/html/);
      }
      const health = await call(app, 'GET', '/api/health');
      expect(health.status).toBe(503);
      expect(health.headers['retry-after']).toBe('5');

      // One line as the outage begins, none per request, and none of the 500's "request failed".
      expect(logged.filter((line) => line.msg.startsWith('database unreachable'))).toHaveLength(1);
      expect(logged.filter((line) => line.msg === 'request failed')).toEqual([]);

      failing.mockRestore();
      healthFailing?.mockRestore();
      expect((await call(app, 'GET', '/api/health')).status).toBe(200);
      const back = logged.filter((line) => line.msg.startsWith('database reachable again'));
      expect(back).toHaveLength(1);
      // Every request failed is counted: those above, the pages' own API calls and the health check.
      expect(back[0]!.failures).toBeGreaterThan(answers.length + 3);
      expect((await call(app, 'GET', '/api/product/list?sort=price_desc')).status).toBe(200);
    });

    it('still answers 500 for a query the database refused while reachable', async () => {
      const driver = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
        .$client;
      const failing = vi.spyOn(driver, 'query').mockImplementation(async () => {
        throw withCode('division by zero', '22012');
      });
      try {
        const answer = await call(app, 'GET', '/api/product/list?sort=price_asc');
        expect(answer.status).toBe(500);
        expect(answer.headers['retry-after']).toBeUndefined();
      } finally {
        failing.mockRestore();
      }
    });
  });
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  'a pooled connection lost in the middle of a transaction',
  () => {
    it('fails that transaction (as unreachable), never the process, and the pool serves the next query', async () => {
      const database = await createTestDatabase('postgres');
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const unhandled: unknown[] = [];
      const onUncaught = (error: unknown) => unhandled.push(error);
      process.on('uncaughtException', onUncaught);
      try {
        let pid = 0;
        const transaction = database.db.transaction(async (tx) => {
          pid = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;
          // The client is checked out and idle, as in checkout between two statements, when
          // PostgreSQL ends its connection (a restart's fast shutdown does this to every backend).
          await admin.query('select pg_terminate_backend($1)', [pid]);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
        });
        const failure = await transaction.then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(failure).toBeDefined();
        expect(isDatabaseUnreachable(failure)).toBe(true);
        expect(unhandled).toEqual([]);
        expect(database.reachability.unreachable).toBe(true);

        // The broken client was dropped at its release: the next query connects anew.
        await database.ping();
        const rows = rowsOf<{ pid: number }>(await database.db.execute(sql`select pg_backend_pid() as pid`));
        expect(rows[0]!.pid).not.toBe(pid);
        expect(database.reachability.unreachable).toBe(false);
      } finally {
        process.off('uncaughtException', onUncaught);
        await admin.end();
        await database.dispose();
      }
    });
  },
);
