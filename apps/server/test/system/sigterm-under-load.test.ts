import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from './started-server';

/**
 * Long enough for 50 answers on a machine far busier than one hog makes it (at a load average
 * of 15 on two cores one drain took 18 s): this test is about resets, and the listener closes at
 * three quarters of the grace whatever still waits.
 */
const GRACE_S = 30;
/** Six in a row (ten took 69 s of `npm test`): a lost request that shows one time in three shows nine times in ten. */
const TRIALS = 6;
const REQUESTS = 50;
/** Pages of 24 products: every answer takes the server some work (a query, JSON, compression). */
const PAGE_SIZE = 24;

/** A port of the range this machine's tests share, free now. */
async function freePortInRange(first = 3500, last = 3599): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = first + Math.floor(Math.random() * (last - first + 1));
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port between ${first} and ${last}`);
}

interface Server {
  process: ChildProcess;
  baseUrl: string;
}

/**
 * The built server itself, as a container runs it (npm start would first rebuild the sites
 * whenever packages/shared has changed): the SIGTERM goes straight to it.
 */
async function startBuiltServer(environment: Record<string, string>): Promise<Server> {
  const port = await freePortInRange();
  const child = spawn(process.execPath, [path.join(repositoryRoot, 'apps/server/dist/main.js')], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Its shoppers count their own totals (no demo free delivery).
      DEMO_PROMOTIONS: 'false',
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < 150_000 && child.exitCode === null) {
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { process: child, baseUrl };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start:\n${errors}`);
}

/** The code of a failed request as the client saw it (ECONNRESET, ECONNREFUSED, ...). */
const failureCode = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;

interface Trial {
  code: number | null;
  exitMs: number;
  answeredBeforeSignal: number;
  answeredAfterSignal: number;
  failures: string[];
}

/**
 * Asks for 50 list pages at once (each its own, so none comes from the answer cache) and
 * sends SIGTERM as the first answer arrives.
 */
async function sigtermWhileAsking(shop: Server): Promise<Trial> {
  const exited = new Promise<number | null>((resolve) => shop.process.once('exit', resolve));
  const clock = { signalledAt: 0 };
  let answered = 0;
  const failures: string[] = [];
  const requests = Array.from({ length: REQUESTS }, async (_, index) => {
    try {
      const response = await fetch(`${shop.baseUrl}/api/product/list?limit=${PAGE_SIZE}&minPrice=${index}`);
      const body = (await response.json()) as { products?: unknown[] };
      if (response.status !== 200 || !Array.isArray(body.products))
        failures.push(`status ${response.status}`);
      answered += 1;
    } catch (error) {
      failures.push(`${failureCode(error)} at ${Date.now() - clock.signalledAt} ms after the SIGTERM`);
    }
  });
  const started = Date.now();
  while (answered === 0 && failures.length === 0 && Date.now() - started < 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const answeredBeforeSignal = answered;
  clock.signalledAt = Date.now();
  shop.process.kill('SIGTERM');
  const code = await exited;
  const exitMs = Date.now() - clock.signalledAt;
  await Promise.all(requests);
  const answeredAfterSignal = answered - answeredBeforeSignal;
  return { code, exitMs, answeredBeforeSignal, answeredAfterSignal, failures };
}

/**
 * Starts the shop, then a process spinning on one core beside it (as on a busy CI machine,
 * where the shop, its clients and the hog share two cores) until the shop has exited.
 */
async function trialWithHog(dataDirectory: string): Promise<Trial> {
  const shop = await startBuiltServer({ DATA_DIR: dataDirectory, SHUTDOWN_GRACE_S: String(GRACE_S) });
  const hog = spawn(process.execPath, ['-e', 'while (true) {}'], { stdio: 'ignore' });
  try {
    return await sigtermWhileAsking(shop);
  } finally {
    hog.kill('SIGKILL');
  }
}

/**
 * A SIGTERM while 50 list requests are on their way, with a CPU hog beside the shop. A busy
 * server takes one waiting connection per turn of its event loop, so many of the 50 still wait
 * in the system's queue when the signal comes, their requests unread: every request is
 * answered, TRIALS times in a row, and the shop exits by itself with code 0.
 */
describe('SIGTERM during 50 list requests with a CPU hog beside the shop', () => {
  it(`answers every request, ${TRIALS} times in a row`, async () => {
    // One data directory for all trials: the demo shop is loaded once, later starts are quicker.
    const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'shop-drain-load-'));
    const trials: Trial[] = [];
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const result = await trialWithHog(dataDirectory);
      console.log(
        `[figures] SIGTERM during ${REQUESTS} list requests with a CPU hog, trial ${trial + 1}: exit ` +
          `${result.code} after ${result.exitMs} ms; ${result.answeredBeforeSignal} answered before the ` +
          `signal, ${result.answeredAfterSignal} after; not answered: ${JSON.stringify(result.failures)}`,
      );
      trials.push(result);
    }
    expect(trials.flatMap((trial) => trial.failures)).toEqual([]);
    expect(trials.map((trial) => trial.code)).toEqual(trials.map(() => 0));
    // The signal came while requests were on their way, not after the last answer.
    expect(trials.filter((trial) => trial.answeredAfterSignal > 0).length).toBeGreaterThanOrEqual(TRIALS / 2);
  }, 600_000);
});
