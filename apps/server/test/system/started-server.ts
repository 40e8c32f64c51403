import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface StartedShop {
  process: ChildProcess;
  baseUrl: string;
  output: () => string;
  /** Milliseconds from spawning `npm start` to the first successful answer of /api/health. */
  startupMs: number;
}

/**
 * The system tests play dozens of shoppers from one address (127.0.0.1), so the per-address
 * abuse limits are raised for them; a test may set its own.
 */
export const MANY_SHOPPERS_ENVIRONMENT: Record<string, string> = {
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  NEWSLETTER_LIMIT_PER_IP_PER_HOUR: '100000',
  CONTACT_LIMIT_PER_IP_PER_HOUR: '100000',
  CART_LIMIT_PER_IP_PER_MINUTE: '100000',
  CHECKOUT_LIMIT_PER_IP_PER_MINUTE: '100000',
};

/** Runs `node scripts/start.mjs` (what `npm start` runs) in its own process group. */
export function spawnShop(environment: Record<string, string>) {
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      CHECK_ANSWERS: 'true',
      // The system runs' shoppers count their own totals: no demo sale, codes or free delivery.
      DEMO_PROMOTIONS: 'false',
      ...MANY_SHOPPERS_ENVIRONMENT,
      ...environment,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function startShop(environment: Record<string, string>): Promise<StartedShop> {
  const started = Date.now();
  const { child, output, exited } = spawnShop(environment);
  const baseUrl = `http://127.0.0.1:${environment.PORT}`;
  let stopped = false;
  void exited.then(() => {
    stopped = true;
  });
  while (Date.now() - started < 150_000) {
    if (stopped) throw new Error(`The shop stopped while starting:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return { process: child, baseUrl, output, startupMs: Date.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The shop did not answer within 150 s:\n${output()}`);
}

/** Kills the whole process group at once, as a power cut would (kill -9). */
export async function killShop(shop: StartedShop, signal: NodeJS.Signals = 'SIGKILL') {
  if (shop.process.exitCode !== null) return;
  const exited = new Promise((resolve) => shop.process.once('exit', resolve));
  process.kill(-shop.process.pid!, signal);
  await exited;
}

/** Resident memory of the server (the child of scripts/start.mjs), read from /proc. */
export async function serverResidentMegabytes(shop: StartedShop): Promise<number | undefined> {
  const { readFileSync, readdirSync } = await import('node:fs');
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const parent = /PPid:\s+(\d+)/.exec(status)?.[1];
      if (Number(parent) !== shop.process.pid) continue;
      const resident = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
      return resident ? Math.round(Number(resident) / 1024) : undefined;
    } catch {
      // the process went away
    }
  }
  return undefined;
}
