import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { byStatus, keepAsking, type RecordedAnswer } from './answer-recorder';
import { readCheckoutLedger } from './checkout-ledger';
import { call, checkout, PRODUCT_IDS, type Progress, prepareShoppers, stockOf } from './checkout-shoppers';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres';
import { hasRedis, type PrivateRedis, startPrivateRedis } from './private-redis';
import { freePort, killShop, type StartedShop, startShop } from './started-server';

/**
 * Decision 0055: PostgreSQL restarted under two instances serving checkouts kills neither,
 * fills PostgreSQL with no connections, and answers 503 with Retry-After (never 500) while it
 * is down; a SIGKILL mid-checkout and Redis going away once, then the truth from the database.
 * On a PostgreSQL cluster of the test's own, so that no other test's database goes down.
 * Runs wherever PostgreSQL is tested (TEST_DATABASE_URL) and always in CI, where a missing
 * PostgreSQL or Redis fails it.
 */

const inCi = process.env.CI === 'true' || process.env.CI === '1';
const OUTAGES_S = [6, 3, 3];
const CHECKOUTS_DURING_OUTAGE = 20;
const CHECKOUTS_DURING_KILL = 10;
/** The pool's size in each instance (db/client.ts), plus its one listener. */
const MOST_CONNECTIONS_PER_INSTANCE = 10 + 1 + 1;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's connections to the shop's database, by application_name. */
async function connectionsOf(cluster: PrivatePostgres) {
  const client = new pg.Client({ connectionString: cluster.url('postgres') });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; count: number }>(
      `select application_name as name, count(*)::int as count from pg_stat_activity
       where datname = 'shop' and application_name like 'shop-%' group by 1`,
    );
    const listeners = rows.filter((row) => row.name.startsWith('shop-change-listener-'));
    return {
      total: rows.reduce((sum, row) => sum + row.count, 0),
      listeners: listeners.map((row) => row.count).sort(),
    };
  } finally {
    await client.end().catch(() => {});
  }
}

async function healthyWithin(shops: StartedShop[], withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const statuses = await Promise.all(
      shops.map((shop) =>
        fetch(`${shop.baseUrl}/api/health`, { signal: AbortSignal.timeout(3000) }).then(
          (response) => response.status,
          () => 0,
        ),
      ),
    );
    if (statuses.every((status) => status === 200)) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`health answered ${statuses} after ${withinMs} ms`);
    await sleep(100);
  }
}

async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, withinMs: number): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() - started > withinMs) return value;
    await sleep(200);
  }
}

describe.runIf(process.env.TEST_DATABASE_URL || inCi)('PostgreSQL restarted under two instances', () => {
  let cluster: PrivatePostgres | undefined;
  let redis: PrivateRedis | undefined;
  const shops: StartedShop[] = [];
  afterAll(async () => {
    for (const shop of shops) await killShop(shop).catch(() => {});
    redis?.remove();
    cluster?.remove();
  });

  it('kills neither, answers 503 with Retry-After while it is down, leaves one listener each, and loses no money', async () => {
    const began = Date.now();
    cluster = await startPrivatePostgres();
    const setup = new pg.Client({ connectionString: cluster.url('postgres') });
    await setup.connect();
    await setup.query('create database shop');
    await setup.end();
    if (inCi || hasRedis()) redis = await startPrivateRedis();
    const environment = (port: string) => ({
      DATABASE_URL: cluster!.url('shop'),
      ...(redis ? { REDIS_URL: redis.url } : {}),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'shop-outage-')),
      PORT: port,
      CHECKOUT_SWEEP_INTERVAL_S: '1',
      CHECKOUT_CONFIRM_AFTER_S: '1',
    });
    const ports = [String(await freePort()), String(await freePort())];
    // One after the other: the first migrates and loads the demo shop.
    for (const port of ports) shops.push(await startShop(environment(port)));
    const baseUrls = () => shops.map((shop) => shop.baseUrl);

    const fees = (await call(shops[0]!.baseUrl, '/api/delivery-fees/', null)).body as unknown;
    const fee = Array.isArray(fees) ? (fees[0] as { city: string; fee: number }) : { city: 'Accra', fee: 0 };
    const shoppers = await prepareShoppers(
      shops[0]!.baseUrl,
      CHECKOUTS_DURING_OUTAGE + CHECKOUTS_DURING_KILL + 1,
      'outage',
    );
    const browser = shoppers.pop()!;
    const stockBefore = new Map<number, number>();
    for (const id of PRODUCT_IDS) stockBefore.set(id, await stockOf(shops[0]!.baseUrl, id));
    const connectionsBefore = await connectionsOf(cluster);
    expect(connectionsBefore.listeners).toEqual([1, 1]);

    const asking = keepAsking(baseUrls, browser.token);
    const outages: {
      seconds: number;
      answers: RecordedAnswer[];
      recoveredMs: number;
      listenersBackMs: number;
      listeners: number[];
      logLines: number;
    }[] = [];
    const progress: Progress = { charged: 0, ordered: 0 };
    const duringOutage = shoppers.slice(0, CHECKOUTS_DURING_OUTAGE);
    for (const [index, seconds] of OUTAGES_S.entries()) {
      // The first outage comes with checkout starts in flight on both instances.
      const running =
        index === 0
          ? duringOutage.map((shopper, turn) =>
              checkout(shops[turn % 2]!.baseUrl, shopper, fee, progress).catch(() => undefined),
            )
          : [];
      if (index === 0) await sleep(150);
      const outputBefore = shops.map((shop) => shop.output().length);
      const stoppedAt = Date.now();
      await cluster.stop();
      await sleep(seconds * 1000);
      await cluster.start();
      const startedAt = Date.now();
      const recoveredMs = await healthyWithin(shops, 30_000);
      // The cache is trusted again once each instance's listener is back (pauses of at most 5 s).
      const listeners = await until(
        () => connectionsOf(cluster!),
        (seen) => seen.listeners.length === 2 && seen.listeners.every((count) => count === 1),
        15_000,
      );
      const listenersBackMs = Date.now() - startedAt;
      await Promise.all(running);
      const logLines = shops
        .map((shop, at) => shop.output().slice(outputBefore[at]).split('\n').filter(Boolean).length)
        .reduce((sum, count) => sum + count, 0);
      outages.push({
        seconds: (startedAt - stoppedAt) / 1000,
        answers: asking.between(stoppedAt, startedAt),
        recoveredMs,
        listenersBackMs,
        listeners: listeners.listeners,
        logLines,
      });
    }
    // What a shopper does after an outage: tries again.
    await Promise.all(
      duringOutage.map((shopper, turn) =>
        checkout(shops[turn % 2]!.baseUrl, shopper, fee, progress).catch(() => undefined),
      ),
    );
    const connectionsSettled = await connectionsOf(cluster);
    const aliveThroughOutages = shops.map((shop) => shop.process.exitCode === null);
    const unheardErrors = shops.filter((shop) => /Unhandled 'error' event/.test(shop.output())).length;

    // SIGKILL of the second instance in the middle of checkouts, then a restart.
    const beforeKill = progress.charged;
    const killRound = shoppers
      .slice(CHECKOUTS_DURING_OUTAGE)
      .map((shopper) => checkout(shops[1]!.baseUrl, shopper, fee, progress).catch(() => undefined));
    await until(
      async () => progress.charged,
      (charged) => charged >= beforeKill + 3,
      10_000,
    );
    await killShop(shops[1]!);
    await Promise.all(killRound);
    shops[1] = await startShop(environment(ports[1]!));

    // Redis goes away and comes back while the shoppers browse.
    if (redis) {
      await redis.stop();
      await sleep(1500);
      await redis.start();
    }
    await healthyWithin(shops, 10_000);
    await asking.stop();

    // The survivors' sweepers settle every charge whose browser never finished.
    const ledger = await until(
      () => readCheckoutLedger(cluster!.url('shop'), PRODUCT_IDS, stockBefore),
      (seen) => seen.chargedWithoutOutcome.length === 0,
      20_000,
    );
    // Once the shoppers are gone the pools close their idle clients (after 10 s): back to the baseline.
    const connectionsAtEnd = await until(
      () => connectionsOf(cluster!),
      (seen) => seen.total <= connectionsBefore.total,
      20_000,
    );

    const outageAnswers = outages.flatMap((outage) => outage.answers);
    console.log(
      `[figures] PostgreSQL outages of ${outages.map((outage) => outage.seconds.toFixed(1)).join(', ')} s ` +
        `under two instances: answers during them ${JSON.stringify(byStatus(outageAnswers))}, ` +
        `all answers ${JSON.stringify(byStatus(asking.answers))}; health 200 on both ` +
        `${outages.map((outage) => (outage.recoveredMs / 1000).toFixed(1)).join(', ')} s after each start, ` +
        `listeners back ${outages.map((outage) => (outage.listenersBackMs / 1000).toFixed(1)).join(', ')} s after; ` +
        `log lines per outage ${outages.map((outage) => outage.logLines).join(', ')}; connections before ` +
        `${connectionsBefore.total} (listeners ${connectionsBefore.listeners}), after three outages ` +
        `${connectionsSettled.total} (listeners ${connectionsSettled.listeners}), at rest ` +
        `${connectionsAtEnd.total} (listeners ${connectionsAtEnd.listeners}); ${ledger.charges} charges, ` +
        `${ledger.paid} paid, ${ledger.refunded} refunded, ${ledger.chargedWithoutOutcome.length} without either, ` +
        `${ledger.doubled.length} doubled; ${((Date.now() - began) / 1000).toFixed(0)} s in all`,
    );

    // Alive and answering through every outage: never a 500, never a dropped connection.
    expect(outageAnswers.filter((answer) => answer.status === 500 || answer.status === 0)).toEqual([]);
    expect(outageAnswers.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
    expect(outageAnswers.filter((answer) => answer.status === 503 && answer.retryAfter === null)).toEqual([]);
    expect(asking.answers.filter((answer) => answer.status === 500)).toEqual([]);
    // A few lines per outage and instance, not one per failed request.
    for (const outage of outages) expect(outage.logLines).toBeLessThan(20);
    expect(aliveThroughOutages).toEqual([true, true]);
    expect(unheardErrors).toBe(0);
    // One listener each after every outage, and no more connections than the pools may hold.
    for (const outage of outages) expect(outage.listeners).toEqual([1, 1]);
    expect(connectionsSettled.listeners).toEqual([1, 1]);
    expect(connectionsSettled.total).toBeLessThanOrEqual(2 * MOST_CONNECTIONS_PER_INSTANCE);
    expect(connectionsAtEnd.listeners).toEqual([1, 1]);
    // The sweepers' own clients may be idle in their pools at the moment of counting.
    expect(connectionsAtEnd.total).toBeLessThanOrEqual(connectionsBefore.total + 2);
    // The money.
    expect(ledger.paid).toBeGreaterThan(0);
    expect(ledger.chargedWithoutOutcome).toEqual([]);
    expect(ledger.doubled).toEqual([]);
    expect(ledger.stockMismatches).toEqual([]);
  });
});
