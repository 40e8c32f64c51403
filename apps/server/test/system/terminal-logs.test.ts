import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, MANY_SHOPPERS_ENVIRONMENT, repositoryRoot } from './started-server';

/** Escape sequences a terminal reads as colours (ESC, then "[31m" and the like). */
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[\\d+(;\\d+)*m`);
/** The two lines of one request as plugins/logging.ts has pino-pretty write them, colours aside. */
const PRETTY_REQUEST_LINES =
  /\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: (req-\S+) GET \/api\/product\/1 incoming request\r?\n\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: \1 200 request completed in [\d.]+ ms/;

interface Started {
  child: ChildProcess;
  output: () => string;
}

/**
 * `npm start` (scripts/start.mjs) as an owner runs it, in a terminal: under `script`, which
 * gives the shop a pseudo-terminal for its stdout; or with its output piped, as a service
 * manager or a container would.
 */
function start(inTerminal: boolean, environment: Record<string, string>): Started {
  const command = `${JSON.stringify(process.execPath)} scripts/start.mjs`;
  const [file, args] = inTerminal
    ? ['script', ['--quiet', '--flush', '--return', '--command', command, '/dev/null']]
    : [process.execPath, ['scripts/start.mjs']];
  let output = '';
  const child = spawn(file, args as string[], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      ...MANY_SHOPPERS_ENVIRONMENT,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...environment,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function answered(url: string, started: Started): Promise<void> {
  const since = Date.now();
  while (Date.now() - since < 150_000) {
    if (started.child.exitCode !== null) throw new Error(`the shop stopped:\n${started.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer from ${url}:\n${started.output()}`);
}

async function stop(started: Started): Promise<void> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return;
  const exited = new Promise((resolve) => started.child.once('exit', resolve));
  process.kill(-started.child.pid!, 'SIGTERM');
  await exited;
}

/** Starts the shop, asks for one product, and answers what it printed meanwhile. */
async function logOfOneRequest(inTerminal: boolean, dataDir: string): Promise<string> {
  const port = await freePort();
  const started = start(inTerminal, { DATA_DIR: dataDir, PORT: String(port) });
  try {
    await answered(`http://127.0.0.1:${port}/api/health`, started);
    expect((await fetch(`http://127.0.0.1:${port}/api/product/1`)).status).toBe(200);
    // The health check's lines and the product's: two requests completed.
    const completed = () => started.output().split('request completed').length - 1;
    const since = Date.now();
    while (completed() < 2 && Date.now() - since < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return started.output();
  } finally {
    await stop(started);
  }
}

describe('the logs of npm start', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-terminal-logs-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('are coloured, readable lines in a terminal, and JSON lines when piped', async () => {
    const terminal = await logOfOneRequest(true, dataDir);
    const plain = terminal.replace(new RegExp(COLOUR.source, 'g'), '');
    expect(terminal, terminal).toMatch(COLOUR);
    expect(plain, plain).toMatch(PRETTY_REQUEST_LINES);
    expect(plain).not.toMatch(/^\{"level"/m);

    const piped = await logOfOneRequest(false, dataDir);
    expect(piped, piped).toMatch(/^\{"level":30,.*"msg":"request completed"/m);
    expect(piped).not.toMatch(COLOUR);
  });
});
