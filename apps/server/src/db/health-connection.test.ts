import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database';
import { buildApp } from '../app';
import type { App } from '../plugins/zod-type-provider';

/**
 * Health asks PostgreSQL on a connection of its own: a server whose pool is taken by shoppers'
 * work still tells its load balancer it is up, so the balancer keeps sending it shoppers.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('health on PostgreSQL', () => {
  let database: TestDatabase;
  let app: App;
  let observer: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    app = await buildApp(testConfig({ databaseUrl: database.url }), {
      database,
      skipMigrations: true,
      logger: false,
    });
    observer = new pg.Client({ connectionString: database.url });
    await observer.connect();
  }, 60_000);

  afterAll(async () => {
    await observer?.end();
    await app?.close();
    await database?.dispose();
  });

  it('answers 200 at once while every connection of the pool is busy for seconds', async () => {
    const { max } = database.poolUse!();
    // Drizzle runs a query when it is awaited: Promise.all starts them all now.
    const busy = Promise.all(
      Array.from({ length: max + 3 }, () => database.db.execute('select pg_sleep(3)')),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(database.poolUse!().waiting).toBeGreaterThan(0);

    const asked = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const tookMs = Date.now() - asked;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, status: 'ok', database: 'postgres' });
    expect(tookMs).toBeLessThan(1500);
    expect(database.reachability.unreachable).toBe(false);
    await busy;
  }, 30_000);

  it('connects anew after its connection was ended, and says so with one 503 at most', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    const ended = await observer.query(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where application_name = $1 and datname = current_database()`,
      [`shop-health-${process.pid}`],
    );
    expect(ended.rows).toEqual([{ ended: true }]);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await app.inject({ method: 'GET', url: '/api/health' })).statusCode);
    }
    expect(statuses.slice(1)).toEqual([200, 200]);
    const named = await observer.query(
      `select count(*)::int as connections from pg_stat_activity
        where application_name = $1 and datname = current_database()`,
      [`shop-health-${process.pid}`],
    );
    expect(named.rows).toEqual([{ connections: 1 }]);
  }, 30_000);
});
