// Starts the built shop (apps/server/dist/main.js) as `npm start` would, with its default
// settings, on a free port and a fresh data dir; on PostgreSQL, in a fresh database made on the
// server of `databaseUrl` and dropped afterwards; from another checkout's build with `buildRoot`
// (bench:web --against). Shared by the benchmarks.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * CPU seconds a process has used (user and system, /proc on Linux; 0 elsewhere). On a busy
 * machine the requests a second follow the other processes' load; the CPU each request
 * costs the server does not, so the bench prints both.
 */
export function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

async function onServer(adminUrl, statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Waits for /api/health to answer 200, or throws with the server's output. */
export async function waitForHealth(baseUrl, child, output) {
  const started = Date.now();
  while (Date.now() - started < 150_000) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server stopped while starting:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer /api/health within 150 s:\n${output()}`);
}

/**
 * @param {{ databaseUrl?: string, environment?: Record<string, string>, buildRoot?: string }} options
 * @returns {Promise<{ baseUrl: string, databaseUrl?: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startShop({ databaseUrl, environment: extra = {}, buildRoot = root } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  const environment = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The checkout load plays hundreds of shoppers from one address: the per-address limits would refuse them.
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    CART_LIMIT_PER_IP_PER_MINUTE: '100000',
    CHECKOUT_LIMIT_PER_IP_PER_MINUTE: '100000',
    // The checkout load's shoppers count their own totals (no demo free delivery over GHS 2,000).
    DEMO_PROMOTIONS: 'false',
    ...extra,
  };
  delete environment.DATABASE_URL;
  delete environment.REDIS_URL;
  delete environment.NODE_ENV;
  let database;
  if (databaseUrl) {
    database = `shop_bench_${randomBytes(4).toString('hex')}`;
    await onServer(databaseUrl, `CREATE DATABASE ${database}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${database}`;
    environment.DATABASE_URL = url.toString();
  }
  let output = '';
  // BENCH_SERVER_NODE_FLAGS (for example "--cpu-prof --cpu-prof-dir=/tmp/profiles") profiles the server.
  const flags = process.env.BENCH_SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, path.join(buildRoot, 'apps/server/dist/main.js')], {
    cwd: buildRoot,
    env: environment,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server logs as it would in production; the bench keeps only the tail for errors.
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      output = (output + chunk).slice(-20_000);
    });
  const baseUrl = `http://127.0.0.1:${port}`;
  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
      if (database) await onServer(databaseUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    })();
    return stopping;
  };
  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, databaseUrl: environment.DATABASE_URL, pid: child.pid, stop, output: () => output };
}
