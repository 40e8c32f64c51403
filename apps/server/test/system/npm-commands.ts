import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { repositoryRoot } from './started-server';

/** The shop's server package, where npm runs its workspace's scripts. */
export const serverFolder = path.join(repositoryRoot, 'apps', 'server');

/**
 * The usual shell's umask: new files readable by everyone unless the shop says otherwise.
 * `sh` sets it, then becomes npm, so npm and everything it starts inherit it.
 */
const UNDER_USUAL_UMASK = ['-c', 'umask 022 && exec npm "$@"', 'npm'];

/** `npm ...args` typed in `cwd` by someone whose umask is 0022, `input` on its stdin. */
export function npm(
  cwd: string,
  args: string[],
  environment: Record<string, string>,
  input = '',
): Promise<{ code: number | null; output: string }> {
  const child = spawn('sh', [...UNDER_USUAL_UMASK, ...args], {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', ...environment },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  child.stdin.end(input);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

/** Whether any process of the group led by `leader` still runs. */
function groupAlive(leader: number): boolean {
  try {
    process.kill(-leader, 0);
    return true;
  } catch {
    return false;
  }
}

export interface NpmStartedShop {
  process: ChildProcess;
  baseUrl: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** `npm start` typed in `cwd` (umask 0022), once the shop answers /api/health. */
export async function npmStart(cwd: string, environment: Record<string, string>): Promise<NpmStartedShop> {
  const child = spawn('sh', [...UNDER_USUAL_UMASK, 'start'], {
    cwd,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      CHECK_ANSWERS: 'true',
      // The system runs' shoppers count their own totals: no demo sale, codes or free delivery.
      DEMO_PROMOTIONS: 'false',
      ...environment,
    },
    // Its own process group, so a stop reaches npm, scripts/start.mjs and the server alike.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let stopped = false;
  void exited.then(() => {
    stopped = true;
  });
  const stop = async () => {
    if (!stopped) process.kill(-child.pid!, 'SIGTERM');
    await exited;
    // npm exits at once; the server it started drains for a few seconds more. Stopped means the
    // whole group is gone, so the next command finds the data directory free.
    const since = Date.now();
    while (Date.now() - since < 60_000 && groupAlive(child.pid!)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const baseUrl = `http://127.0.0.1:${environment.PORT}`;
  const started = Date.now();
  while (Date.now() - started < 150_000) {
    if (stopped) throw new Error(`npm start stopped while starting:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) {
        return { process: child, baseUrl, output: () => output, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`npm start did not answer within 150 s:\n${output}`);
}
