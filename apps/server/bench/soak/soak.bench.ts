/**
 * `npm run bench:soak` (docs/benchmarks.md): the shop under a steady mix of browsing, random
 * searches, carts, checkouts, sign-ups and staff edits for SOAK_MINUTES (30 by default), with
 * the server's own figures every minute, and at the end the slope of its resident memory over
 * the last 20 minutes (over what ran after the first minute, in a shorter run). PGlite in a
 * fresh data dir by default; SOAK_DATABASE_URL (a PostgreSQL server) runs it in a fresh
 * database there, dropped afterwards. Not part of `npm test`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { recordBenchmark } from '../../../../scripts/benchmark-record.mjs';
import { call, oneVisit, register, type Tally, type Visitors } from './soak-load';
import type { SoakStats } from './soak-server';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
/** Visitors at once; each pauses a little between visits, so the load is steady, not flat out. */
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 8);
const PAUSE_MS = 25;
const SLOPE_WINDOW_MINUTES = 20;
const STAFF = { email: 'soak-staff@example.com', password: 'a-soak-staff-password' };

if (!Number.isFinite(MINUTES) || MINUTES < 1)
  throw new Error('SOAK_MINUTES must be a number of minutes, 1 or more');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function onDatabaseServer(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Least squares: megabytes a minute. */
function slope(points: { minute: number; value: number }[]): number {
  const n = points.length;
  const meanX = points.reduce((sum, point) => sum + point.minute, 0) / n;
  const meanY = points.reduce((sum, point) => sum + point.value, 0) / n;
  const covariance = points.reduce((sum, point) => sum + (point.minute - meanX) * (point.value - meanY), 0);
  const variance = points.reduce((sum, point) => sum + (point.minute - meanX) ** 2, 0);
  return variance === 0 ? 0 : covariance / variance;
}

function startServer(environment: Record<string, string>): Promise<ChildProcess> {
  const serverFile = path.join(import.meta.dirname, 'soak-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the soak server stopped (${code})`)));
    child.on('message', (message: { ready?: boolean }) => {
      if (message.ready) resolve(child);
    });
  });
}

function askStats(child: ChildProcess): Promise<SoakStats> {
  return new Promise((resolve) => {
    const listener = (message: { stats?: SoakStats }) => {
      if (!message.stats) return;
      child.off('message', listener);
      resolve(message.stats);
    };
    child.on('message', listener);
    child.send('stats');
  });
}

function describeMinute(minute: number, stats: SoakStats, tally: Tally, requestsBefore: number): string {
  const handles = Object.entries(stats.handles.byType)
    .map(([type, count]) => `${type} ${count}`)
    .join(', ');
  return (
    `minute ${String(minute).padStart(2)}: RSS ${stats.rssMb} MB, heap ${stats.heapUsedMb}/${stats.heapTotalMb} MB, ` +
    `external ${stats.externalMb} MB, event-loop delay p50 ${stats.eventLoopDelayMs.p50} / p99 ${stats.eventLoopDelayMs.p99} / ` +
    `max ${stats.eventLoopDelayMs.max} ms, answer cache ${stats.answerCacheMb} MB (${stats.answerCacheAnswers} answers), ` +
    `database connections ${stats.databaseConnections}, handles ${stats.handles.total} (${handles}), ` +
    `${tally.requests - requestsBefore} requests (5xx so far ${tally.serverErrors}, unexpected ${tally.unexpected}), ` +
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`
  );
}

async function main() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-soak-'));
  const adminUrl = process.env.SOAK_DATABASE_URL;
  const databaseName = `shop_soak_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let databaseUrl: string | undefined;
  if (adminUrl) {
    await onDatabaseServer(adminUrl, `CREATE DATABASE ${databaseName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const child = await startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ALLOW_TEST_PAYMENTS: 'true',
    MAIL_POLL_INTERVAL_S: '5',
    SOAK_STAFF_EMAIL: STAFF.email,
    SOAK_STAFF_PASSWORD: STAFF.password,
    // Every visitor comes from 127.0.0.1: the per-address limits are the bench's to lift.
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    NEWSLETTER_LIMIT_PER_IP_PER_HOUR: '100000',
    CONTACT_LIMIT_PER_IP_PER_HOUR: '100000',
    CART_LIMIT_PER_IP_PER_MINUTE: '100000',
    CART_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000',
    CHECKOUT_LIMIT_PER_IP_PER_MINUTE: '100000',
    CHECKOUT_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const tally: Tally = { requests: 0, unexpected: 0, serverErrors: 0, failures: 0 };
  const visitors: Visitors = {
    baseUrl: `http://127.0.0.1:${port}`,
    staffToken: '',
    shoppers: [],
    productIds: [],
    city: { city: 'Accra', fee: 0 },
    tally,
  };
  const login = await call(visitors, '/api/user/login', { body: STAFF });
  visitors.staffToken = login.body.token;
  const list = await call(visitors, '/api/product/list?limit=100');
  // The cart takes a one-variant product by its id alone (decision 0036); those are the ones the load buys.
  visitors.productIds = (list.body.products as { id: number; variants?: unknown[] }[])
    .filter((product) => (product.variants?.length ?? 1) === 1)
    .map((product) => product.id);
  const fees = await call(visitors, '/api/delivery-fees/');
  visitors.city = (fees.body as { city: string; fee: number }[])[0]!;
  for (let index = 0; index < 20; index += 1) visitors.shoppers.push(await register(visitors));

  console.log(
    `Soak: ${MINUTES} minutes, ${CONCURRENCY} visitors at once, ${adminUrl ? 'PostgreSQL' : 'PGlite'}, ` +
      `${visitors.productIds.length} products; figures of the server process every minute.`,
  );
  const endsAt = Date.now() + MINUTES * 60_000;
  const visitorsRunning = Array.from({ length: CONCURRENCY }, async () => {
    while (Date.now() < endsAt) {
      await oneVisit(visitors);
      await sleep(PAUSE_MS);
    }
  });
  const samples: { minute: number; stats: SoakStats }[] = [];
  for (let minute = 1; minute <= MINUTES; minute += 1) {
    const requestsBefore = tally.requests;
    await sleep(Math.max(0, endsAt - (MINUTES - minute) * 60_000 - Date.now()));
    const stats = await askStats(child);
    samples.push({ minute, stats });
    console.log(describeMinute(minute, stats, tally, requestsBefore));
    if (tally.lastUnexpected) console.log(`  last unexpected answer: ${tally.lastUnexpected}`);
  }
  await Promise.all(visitorsRunning);

  // Warm-up is the first minute (caches filling, code compiling); the slope is of what follows.
  const afterWarmUp = samples.filter((sample) => sample.minute > Math.max(1, MINUTES - SLOPE_WINDOW_MINUTES));
  const window = afterWarmUp.length >= 2 ? afterWarmUp : samples;
  const rssSlope = slope(window.map((sample) => ({ minute: sample.minute, value: sample.stats.rssMb })));
  const heapSlope = slope(
    window.map((sample) => ({ minute: sample.minute, value: sample.stats.heapUsedMb })),
  );
  const first = window[0]!.stats;
  const last = window.at(-1)!.stats;
  console.log(
    `RSS slope over minutes ${window[0]!.minute} to ${MINUTES}: ${rssSlope >= 0 ? '+' : ''}${rssSlope.toFixed(2)} MB a minute ` +
      `(heap ${heapSlope >= 0 ? '+' : ''}${heapSlope.toFixed(2)} MB a minute); handles ${first.handles.total} to ${last.handles.total}, ` +
      `database connections ${first.databaseConnections} to ${last.databaseConnections}; ${tally.requests} requests, ` +
      `${tally.serverErrors} 5xx, ${tally.unexpected} unexpected answers, ${tally.failures} visits failed`,
  );

  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) await onDatabaseServer(adminUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await recordBenchmark({
    bench: 'bench:soak',
    figures:
      `${MINUTES} minutes, ${CONCURRENCY} visitors at once, ${adminUrl ? 'PostgreSQL' : 'PGlite'}: RSS ${first.rssMb.toFixed(0)} to ${last.rssMb.toFixed(0)} MB, ` +
      `slope ${rssSlope.toFixed(2)} MB a minute over minutes ${window[0]!.minute} to ${MINUTES} (heap ${heapSlope.toFixed(2)}); handles ${first.handles.total} to ${last.handles.total}; ` +
      `${tally.requests} requests, ${tally.serverErrors} 5xx, ${tally.unexpected} unexpected answers, ${tally.failures} visits failed`,
  });
  if (tally.serverErrors > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
