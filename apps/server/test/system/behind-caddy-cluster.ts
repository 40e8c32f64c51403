import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, MANY_SHOPPERS_ENVIRONMENT, repositoryRoot } from './started-server';

/**
 * The shop as a real one runs behind Caddy: instances of the built server (what the systemd
 * unit starts, `node apps/server/dist/main.js`, the SIGTERM straight to it) and Caddy with the
 * repository's own deploy/Caddyfile, configured through its environment alone.
 */

export const CADDYFILE = path.join(repositoryRoot, 'deploy', 'Caddyfile');

/** Caddy's log lines of its health checks (an instance out of its turn, or back) and its errors (a refusal). */
export const proxyDecisionLines = (output: string) =>
  output.split('\n').filter((line) => line.includes('health_checker') || line.includes('"level":"error"'));

/** Whether a `caddy` program is installed (Debian's package puts it in /usr/bin). */
export const hasCaddy = () => spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0;

/** One instance of the shop; started again on the same port and settings after a stop. */
export interface Instance {
  name: string;
  port: number;
  baseUrl: string;
  /** The running process, or the last one once it has exited. */
  process: ChildProcess;
  /** Each run's log, one string per process started, the current one last. */
  runs: string[];
  startedAt: number;
  exited: Promise<number | null>;
}

export const waitFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` answers true and answers how long that took, or throws what `says` tells after `withinMs`. */
export async function until(check: () => Promise<boolean> | boolean, withinMs: number, says: () => string) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`Not within ${withinMs} ms: ${says()}`);
    await waitFor(100);
  }
  return Date.now() - started;
}

/** Starts (or starts again) the built server of `instance` and waits for its /api/health. */
async function launch(instance: Instance, environment: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, [path.join(repositoryRoot, 'apps/server/dist/main.js')], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      // JSON lines (not a terminal): one per request, which the test reads its addresses from.
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(instance.port),
      CHECK_ANSWERS: 'true',
      DEMO_PROMOTIONS: 'false',
      ...MANY_SHOPPERS_ENVIRONMENT,
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run = instance.runs.length;
  instance.runs.push('');
  const keep = (chunk: Buffer) => {
    instance.runs[run] += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  instance.process = child;
  instance.startedAt = Date.now();
  instance.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  while (Date.now() - instance.startedAt < 150_000 && child.exitCode === null) {
    const healthy = await fetch(`${instance.baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await waitFor(100);
  }
  child.kill('SIGKILL');
  throw new Error(`Instance ${instance.name} did not start:\n${instance.runs[run]}`);
}

/**
 * Each instance's settings: one PostgreSQL database and one Redis for both, folders of its own,
 * and the background jobs (sweeper, outbox, backups) quick enough for a test to watch.
 */
export function shopEnvironment(shop: {
  databaseUrl: string;
  redisKeyPrefix: string;
  dataDir: string;
  backupDir: string;
  smtpUrl: string;
}): Record<string, string> {
  return {
    DATABASE_URL: shop.databaseUrl,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: shop.redisKeyPrefix,
    DATA_DIR: shop.dataDir,
    BACKUP_DIR: shop.backupDir,
    BACKUP_EVERY_HOURS: '1',
    SMTP_URL: shop.smtpUrl,
    MAIL_POLL_INTERVAL_S: '1',
    CHECKOUT_SWEEP_INTERVAL_S: '1',
    CHECKOUT_CONFIRM_AFTER_S: '1',
    SHUTDOWN_GRACE_S: '10',
    // Caddy on this machine is the one proxy, and it connects from 127.0.0.1: the test's other
    // loopback addresses (127.0.0.2 and on) then play clients that are no proxy.
    TRUST_PROXY_HOPS: '1',
    TRUST_PROXY_ADDRESSES: '127.0.0.1',
    // The shoppers all come through Caddy from one address, and buy again and again.
    CART_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000',
    CHECKOUT_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000',
  };
}

export interface Cluster {
  instances: Instance[];
  /** Caddy's address, where the shoppers go. */
  url: string;
  caddyOutput: () => string;
  /** SIGTERM to the instance, then its exit code once it has drained. */
  stop(instance: Instance): Promise<number | null>;
  start(instance: Instance): Promise<void>;
  /** Stops Caddy and every instance at once (the test is over). */
  remove(): Promise<void>;
}

/**
 * Starts the instances one after the other (the first migrates and loads the demo shop), each
 * with `environmentOf(name)`, then Caddy in front of them on a free port of 127.0.0.1.
 */
export async function startCluster(
  names: string[],
  environmentOf: (name: string) => Record<string, string>,
): Promise<Cluster> {
  const instances: Instance[] = [];
  let caddy: ChildProcess | undefined;
  let caddyOutput = '';
  const home = mkdtempSync(path.join(os.tmpdir(), 'shop-caddy-'));
  const remove = async () => {
    const running = [...instances.map((instance) => instance.process), caddy].filter(
      (child): child is ChildProcess => child !== undefined && child.exitCode === null,
    );
    await Promise.all(
      running.map(
        (child) =>
          new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGKILL');
          }),
      ),
    );
    rmSync(home, { recursive: true, force: true });
  };
  try {
    for (const name of names) {
      const port = await freePort();
      const instance: Instance = {
        name,
        port,
        baseUrl: `http://127.0.0.1:${port}`,
        process: undefined as unknown as ChildProcess,
        runs: [],
        startedAt: 0,
        exited: Promise.resolve(null),
      };
      instances.push(instance);
      await launch(instance, environmentOf(name));
    }
    const port = await freePort();
    mkdirSync(path.join(home, 'data'));
    mkdirSync(path.join(home, 'config'));
    caddy = spawn('caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
      env: {
        ...process.env,
        // Its certificates' storage and autosaved configuration go to a folder of the test's own.
        HOME: home,
        XDG_DATA_HOME: path.join(home, 'data'),
        XDG_CONFIG_HOME: path.join(home, 'config'),
        SHOP_DOMAIN: `http://127.0.0.1:${port}`,
        SHOP_UPSTREAMS: instances.map((instance) => `127.0.0.1:${instance.port}`).join(' '),
        CADDY_ADMIN: `127.0.0.1:${await freePort()}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = caddy;
    started.stdout?.on('data', (chunk) => {
      caddyOutput += chunk;
    });
    started.stderr?.on('data', (chunk) => {
      caddyOutput += chunk;
    });
    const url = `http://127.0.0.1:${port}`;
    const since = Date.now();
    for (;;) {
      if (started.exitCode !== null) throw new Error(`Caddy stopped while starting:\n${caddyOutput}`);
      const healthy = await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      if (Date.now() - since > 30_000) throw new Error(`Caddy did not answer within 30 s:\n${caddyOutput}`);
      await waitFor(100);
    }
    return {
      instances,
      url,
      caddyOutput: () => caddyOutput,
      async stop(instance) {
        instance.process.kill('SIGTERM');
        return instance.exited;
      },
      start: (instance) => launch(instance, environmentOf(instance.name)),
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** The request lines of one run of an instance's log (Fastify's "incoming request"), health checks left out. */
export function requestLines(log: string): { url: string; remoteAddress: string }[] {
  return log
    .split('\n')
    .filter((line) => line.includes('"incoming request"'))
    .map((line) => (JSON.parse(line) as { req: { url: string; remoteAddress: string } }).req)
    .filter((request) => !request.url.startsWith('/api/health'));
}

/** How many of the shoppers' requests each run of each instance logged, e.g. "A: 302 then 1006". */
export const answeredBy = (instances: Instance[]) =>
  instances.map(
    (instance) => `${instance.name}: ${instance.runs.map((run) => requestLines(run).length).join(' then ')}`,
  );
